import { paymentMethodDetailsListSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** GET /payment-methods: the account title and number an admin set for each method members pay to. */
export function getPaymentMethods() {
  return apiFetch('/payment-methods', { auth: 'member', schema: paymentMethodDetailsListSchema });
}

export function usePaymentMethods() {
  const query = useQuery({ queryKey: paymentMethodsQueryKey, queryFn: getPaymentMethods });
  const { error } = query;
  useEffect(() => {
    if (error) console.warn('Could not load the payment method details.', error);
  }, [error]);
  return query;
}
