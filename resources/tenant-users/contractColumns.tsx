import { DataTable, useTranslate } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { localDigits, localizedText } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/contractSchemas';
import type { CardField } from '../../src/layout/RecordCards';
import { DocumentLinks } from './DocumentLinks';
import type { ContractRecord } from './tenantApi';
import { useTexts } from './tenantText';

const KEYS = ['tenant', 'property_unit', 'start', 'end', 'term', 'monthly_rent', 'deposit', 'due_day', 'documents', 'status', 'unit', 'actions', 'search', 'ends_from', 'ends_by'] as const; // prettier-ignore

/** The contract screens' column names and labels, in the reader's language. */
export const useContractTexts = () => useTexts('tenantUsers.contracts', KEYS);
export type ContractTexts = ReturnType<typeof useContractTexts>;

/** The tenant's name in the reader's language (the Arabic one for Arabic readers, when given). */
export const tenantNameOf = (r: ContractRecord) => localizedText(r.tenantName, r.tenantNameAr);

/** 'Salmiya Tower · 101', the property named in the reader's language. */
function usePropertyUnit() {
  const translate = useTranslate();
  return (r: ContractRecord) =>
    translate('tenantUsers.contracts.property_unit_value', {
      property: localizedText(r.propertyName, r.propertyNameAr),
      unit: r.unitNo,
    });
}

/** The columns both contract screens share: who, where, when and how much. */
export function useContractColumns() {
  const text = useContractTexts();
  const propertyUnit = usePropertyUnit();
  return [
    <DataTable.Col<ContractRecord>
      key="tenant"
      source="tenantName"
      label={text.tenant}
      disableSort
      render={tenantNameOf}
    />,
    <DataTable.Col<ContractRecord> key="unit" label={text.property_unit} disableSort render={propertyUnit} />,
    <DataTable.Col<ContractRecord>
      key="start"
      source="startDate"
      label={text.start}
      render={(r) => displayDate(r.startDate)}
    />,
    <DataTable.Col<ContractRecord>
      key="end"
      source="endDate"
      label={text.end}
      render={(r) => displayDate(r.endDate)}
    />,
    <DataTable.Col<ContractRecord>
      key="rent"
      source="monthlyRent"
      label={text.monthly_rent}
      render={(r) => formatKwd(r.monthlyRent)}
    />,
    <DataTable.Col<ContractRecord>
      key="deposit"
      source="securityDeposit"
      label={text.deposit}
      disableSort
      render={(r) => formatKwd(r.securityDeposit)}
    />,
    <DataTable.Col<ContractRecord>
      key="due"
      source="paymentDueDay"
      label={text.due_day}
      disableSort
      render={(r) => localDigits(String(r.paymentDueDay))}
    />,
    <DataTable.Col<ContractRecord>
      key="docs"
      label={text.documents}
      disableSort
      render={(r) => <DocumentLinks documents={r.documents} />}
    />,
  ];
}

/** The same facts as cards at phone width (src/layout/RecordCards.tsx); the tenant is the card's title. */
export function useContractCardFields(): CardField<ContractRecord>[] {
  const translate = useTranslate();
  const text = useContractTexts();
  const propertyUnit = usePropertyUnit();
  return [
    { label: text.property_unit, render: propertyUnit },
    {
      label: text.term,
      render: (r) =>
        translate('tenantUsers.contracts.term_value', {
          start: displayDate(r.startDate),
          end: displayDate(r.endDate),
        }),
    },
    { label: text.monthly_rent, render: (r) => formatKwd(r.monthlyRent) },
    { label: text.deposit, render: (r) => formatKwd(r.securityDeposit) },
    { label: text.due_day, render: (r) => localDigits(String(r.paymentDueDay)) },
    { label: text.documents, render: (r) => <DocumentLinks documents={r.documents} /> },
  ];
}
