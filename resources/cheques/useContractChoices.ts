import { useQuery } from '@tanstack/react-query';
import { fetchContractChoices, type ContractChoice } from './chequesApi';

export const contractLabel = (c: ContractChoice) => `${c.tenantName} · ${c.propertyName} · ${c.unitNo}`;

/** The landlord's approved contracts, for the dialogs' contract choice. */
export function useContractChoices() {
  return useQuery({ queryKey: ['cheque-contracts'], queryFn: ({ signal }) => fetchContractChoices(signal) });
}
