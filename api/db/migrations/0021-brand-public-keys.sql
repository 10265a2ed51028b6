-- Public coverage links (/coverage/public?key=...): each brand has one unguessable key that names it in the link,
-- so the link never carries the brand id and no brand can be reached by changing an id. 32 random bytes from two
-- UUIDs (244 random bits) in base64url. Every brand but the operator gets its key when it is created.
create table brand_public_keys (
  brand_id text primary key references brands (id) on delete cascade,
  public_key text not null unique check (public_key ~ '^[A-Za-z0-9_-]{43}$'),
  created_at timestamptz(3) not null default now()
);

create function new_brand_public_key() returns text language sql volatile as $$
  select translate(
    rtrim(
      encode(
        decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'),
        'base64'
      ),
      '='
    ),
    '+/',
    '-_'
  )
$$;

create function give_brand_public_key() returns trigger language plpgsql as $$
begin
  insert into brand_public_keys (brand_id, public_key) values (new.id, new_brand_public_key());
  return null;
end
$$;

create trigger brands_public_key after insert on brands
  for each row when (new.id <> '0') execute function give_brand_public_key();

insert into brand_public_keys (brand_id, public_key)
  select id, new_brand_public_key() from brands where id <> '0';

-- A lead left from a public coverage page: the address asked about, the e-mail if given, and a consent given by
-- ticking a box (full name, document, date) with no drawn signature. The console's consent keeps its signature
-- (the contract requires it there).
alter table leads add column contact_email text;
alter table leads add column address text;
alter table leads drop constraint leads_check;
alter table leads add constraint leads_consent_check check (
  (consent_full_name is null and consent_document is null and consent_date is null and consent_signature is null)
  or (consent_full_name is not null and consent_document is not null and consent_date is not null)
);
