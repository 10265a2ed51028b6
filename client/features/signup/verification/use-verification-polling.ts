import { useEffect, useRef } from 'react';
import type { SignupOrderFieldsFragment } from '../../../generated/graphql';
import { runOperation } from '../../../session/graphql-client';
import { SignupOrderQuery } from '../signup-documents';

/** How often the wizard reads the order while the customer has the link. */
const VERIFICATION_POLL_MS = 2000;

/**
 * While `orderId` is given (the order waits for the customer's documents), reads the order every two seconds and
 * hands it over once its verification is no longer AWAITING_CUSTOMER (the documents arrived: REQUESTED, or the
 * identity check failed: ERRORED). One read at a time; a failed read is tried again at the next tick.
 */
export function useVerificationPolling(
  orderId: string | null,
  onSettled: (order: SignupOrderFieldsFragment) => void,
): void {
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const { signupOrder } = await runOperation(SignupOrderQuery, { id: orderId }, 'query');
        if (stopped) return;
        if (signupOrder.signup?.verification.status !== 'AWAITING_CUSTOMER') {
          settled.current(signupOrder);
          return;
        }
      } catch {
        // A failed read (the network, a restart) is tried again at the next tick.
      }
      if (!stopped) timer = setTimeout(() => void tick(), VERIFICATION_POLL_MS);
    };
    timer = setTimeout(() => void tick(), VERIFICATION_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId]);
}
