-- The energy study (docs/energy.md): per-period prices of the catalogue's electricity and gas products, and the
-- studies agents save from a customer's bill.

-- A product's prices for one electricity access tariff (euros per kWh per energy period, euros per kW and day per
-- power period) or for gas (one energy price and one fixed price in euros per day). The catalogue's monthly price
-- stays what the signup wizard shows; these are what a study compares.
create table energy_product_prices (
  product_id uuid not null references products (id) on delete cascade,
  tariff text not null check (tariff in ('2.0TD', '3.0TD', 'GAS')),
  energy_prices jsonb not null check (jsonb_typeof(energy_prices) = 'array'),
  fixed_prices jsonb not null check (jsonb_typeof(fixed_prices) = 'array'),
  modified_at timestamptz(3) not null default now(),
  primary key (product_id, tariff)
);

-- One study per save, in the channel the agent stood in; the comparison is computed when it is read.
create table energy_studies (
  id uuid primary key default gen_random_uuid(),
  brand_id text not null references brands (id),
  channel_id text not null references channels (id),
  cups text not null check (cups ~ '^ES[0-9]{16}[A-Z]{2}([0-9][A-Z])?$'),
  postal_code text not null check (postal_code ~ '^[0-9]{5}$'),
  customer_fiscal_id text,
  tariff text not null check (tariff in ('2.0TD', '3.0TD')),
  billing_days integer not null check (billing_days between 1 and 366),
  -- kW per power period, kWh and euros per kWh per energy period, euros per kW and day per power period
  power_kw jsonb not null,
  consumption_kwh jsonb not null,
  energy_prices jsonb not null,
  power_prices jsonb not null,
  -- { billingDays, consumptionKwh, energyPrice, fixedPrice } of the home's gas bill, or null
  gas jsonb,
  created_by text not null,
  created_at timestamptz(3) not null default now()
);

create index energy_studies_channel_created_idx on energy_studies (channel_id, created_at, id);
