import { canAccess } from '../../schema/domain/roles';
import { normalizeDocumentNumber } from '../../schema/domain/validators/document-number';
import { spanishDocumentTypeOf } from '../../schema/domain/validators/fiscal-id';
import type { QueryCommandSource } from './command';

const SIGNUP_PATH = '/subscriptions/v2';

/** A document number typed in the palette that is no customer of the channel offers a signup for it. */
export const signupForDocument: QueryCommandSource = (query, _context, search) => {
  const fiscalId = normalizeDocumentNumber(query);
  // Only a Spanish document whose check character is right: any word would pass as a passport number.
  if (spanishDocumentTypeOf(fiscalId) === null) return [];
  // A customer of the channel is opened from its search hit (its page offers the signup): offered only once the
  // search has answered without one, so the same typing always highlights the same item.
  if (!search.settled || search.customerFiscalIds.includes(fiscalId)) return [];
  return [
    {
      id: `signup.new-for.${fiscalId}`,
      title: 'palette.command.signupFor',
      titleValues: { fiscalId },
      group: 'palette.group.actions',
      scope: 'anywhere',
      isVisible: (context) => canAccess(context.user?.role, 'agent'),
      run: (context) => context.navigate(`${SIGNUP_PATH}?fiscalId=${encodeURIComponent(fiscalId)}`),
    },
  ];
};
