import { describe, expect, it } from 'vitest';
import { contactsFormSchema, EMPTY_CONTACT } from '../../client/features/brand-settings/contacts-form-schema';
import { invoicingFormSchema } from '../../client/features/brand-settings/invoicing-form-schema';
import { othersFormSchema } from '../../client/features/brand-settings/others-form-schema';
import { centsAsEuros } from '../../client/features/brand-settings/settings-form-values';
import { DOMAIN_VALIDATION_MESSAGES, REQUIRED_MESSAGE } from '../../schema/domain/validation-messages';

/** The message of each refused field, by path, as the form shows them. */
function problems(result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const contact = (fields: Partial<typeof EMPTY_CONTACT>) => ({ ...EMPTY_CONTACT, types: [], ...fields });

describe('contacts table form', () => {
  it('marks every broken cell at once: repeated e-mail (any case), a second online payments contact, no type', async () => {
    const result = await contactsFormSchema.safeParseAsync({
      contacts: [
        contact({ name: 'Ana', email: 'ana@demo.test', types: ['general', 'paymentsGateway'] }),
        contact({ name: 'Luis', email: 'ANA@demo.test', types: ['billing'] }),
        contact({ name: 'Eva', email: 'eva@demo.test', types: ['paymentsGateway'] }),
        contact({ name: 'Sin tipo', email: 'sin.tipo@demo.test' }),
        contact({ name: '', email: 'no-es-correo', types: ['general'] }),
      ],
    });
    expect(result.success).toBe(false);
    expect(problems(result)).toEqual({
      'contacts.1.email': 'errors.CONTACT_EMAIL_IN_USE',
      'contacts.2.types': 'errors.CONTACT_PAYMENTS_GATEWAY_DUPLICATE',
      'contacts.3.types': REQUIRED_MESSAGE,
      'contacts.4.name': REQUIRED_MESSAGE,
      'contacts.4.email': 'validation.email',
    });
  });

  it('sends a valid table as the api takes it: empty fields as null, e-mails lower-case', async () => {
    const result = await contactsFormSchema.safeParseAsync({
      contacts: [contact({ name: 'Ana', email: 'Ana@Demo.test', phone: '612345678', types: ['general'] })],
    });
    expect(result.success).toBe(true);
    expect(result.data?.contacts).toEqual([
      {
        name: 'Ana',
        surnames: null,
        department: null,
        jobTitle: null,
        alias: null,
        email: 'ana@demo.test',
        phone: '612345678',
        types: ['general'],
      },
    ]);
  });
});

describe('others form', () => {
  const values = {
    other: { sendTvWelcomeEmail: true, manualSignup: false, signOnVerificationPage: false },
    creditLimit: { enabled: true, atLimit: 'notify' as const, amountEuros: '500,5' },
    financialRisk: { queryCostCents: '300' },
    hasPbx: false,
    pbx: { name: '', panelUrl: '', username: '', initialPassword: '' },
  };

  it('reads euros with a comma or a point as cents, the action at the limit as blockAtLimit, no PBX as null', async () => {
    const result = await othersFormSchema.safeParseAsync(values);
    expect(result.data).toEqual({
      other: { sendTvWelcomeEmail: true, manualSignup: false, signOnVerificationPage: false },
      creditLimit: { enabled: true, blockAtLimit: false, amountCents: 50050 },
      financialRisk: { queryCostCents: 300 },
      pbx: null,
    });
    expect(centsAsEuros(50050)).toBe('500,50');
    expect(centsAsEuros(50000)).toBe('500');
  });

  it('refuses an amount that is not euros and PBX data that is incomplete', async () => {
    expect(
      problems(
        await othersFormSchema.safeParseAsync({
          ...values,
          creditLimit: { ...values.creditLimit, amountEuros: '5 €' },
        }),
      ),
    ).toEqual({ 'creditLimit.amountEuros': DOMAIN_VALIDATION_MESSAGES.float });
    const pbx = problems(
      await othersFormSchema.safeParseAsync({
        ...values,
        hasPbx: true,
        pbx: { name: 'PBX', panelUrl: 'no es una url', username: 'demo', initialPassword: '' },
      }),
    );
    expect(pbx).toEqual({
      'pbx.panelUrl': DOMAIN_VALIDATION_MESSAGES.url,
      'pbx.initialPassword': REQUIRED_MESSAGE,
    });
  });
});

describe('invoicing form', () => {
  const values = {
    invoicing: {
      generateCustomerInvoices: true,
      paymentMethod: 'SEPA_DIRECT_DEBIT',
      sendByEmail: true,
      defaultPaymentTermsDays: '30',
      collectBankDetails: true,
      sepaCreditorId: '',
      collectionIban: '',
      collectionBic: '',
      sepaMandatePrefix: 'DT-MANDATO-',
    },
    series: {
      invoice: { prefix: 'FAC-YYYY-', nextNumber: '7' },
      creditNote: { prefix: 'AB YY', nextNumber: 'x' },
    },
  };

  it("applies the api's rules: direct debit needs the creditor id and IBAN; prefixes and numbers are checked", async () => {
    expect(problems(await invoicingFormSchema.safeParseAsync(values))).toEqual({
      'series.creditNote.nextNumber': DOMAIN_VALIDATION_MESSAGES.integer,
    });
    const fixedNumber = {
      ...values,
      series: { ...values.series, creditNote: { prefix: 'AB YY', nextNumber: '1' } },
    };
    expect(problems(await invoicingFormSchema.safeParseAsync(fixedNumber))).toEqual({
      'invoicing.sepaCreditorId': REQUIRED_MESSAGE,
      'invoicing.collectionIban': REQUIRED_MESSAGE,
      'series.creditNote.prefix': DOMAIN_VALIDATION_MESSAGES.invalidSeriesPrefix,
    });
  });
});
