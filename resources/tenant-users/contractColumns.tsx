import { DataTable } from 'react-admin';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/contractSchemas';
import type { CardField } from '../../src/layout/RecordCards';
import { DocumentLinks } from './DocumentLinks';
import type { ContractRecord } from './tenantApi';

/** The columns both contract screens share: who, where, when and how much. */
export function contractColumns() {
  return [
    <DataTable.Col<ContractRecord> key="tenant" source="tenantName" label="Tenant" disableSort />,
    <DataTable.Col<ContractRecord>
      key="unit"
      label="Property / unit"
      disableSort
      render={(r) => `${r.propertyName} · ${r.unitNo}`}
    />,
    <DataTable.Col<ContractRecord>
      key="start"
      source="startDate"
      label="Start"
      render={(r) => displayDate(r.startDate)}
    />,
    <DataTable.Col<ContractRecord>
      key="end"
      source="endDate"
      label="End"
      render={(r) => displayDate(r.endDate)}
    />,
    <DataTable.Col<ContractRecord>
      key="rent"
      source="monthlyRent"
      label="Monthly rent"
      render={(r) => formatKwd(r.monthlyRent)}
    />,
    <DataTable.Col<ContractRecord>
      key="deposit"
      source="securityDeposit"
      label="Deposit"
      disableSort
      render={(r) => formatKwd(r.securityDeposit)}
    />,
    <DataTable.Col<ContractRecord> key="due" source="paymentDueDay" label="Due day" disableSort />,
    <DataTable.Col<ContractRecord>
      key="docs"
      label="Documents"
      disableSort
      render={(r) => <DocumentLinks documents={r.documents} />}
    />,
  ];
}

/** The same facts as cards at phone width (src/layout/RecordCards.tsx); the tenant is the card's title. */
export const contractCardFields: CardField<ContractRecord>[] = [
  { label: 'Property / unit', render: (r) => `${r.propertyName} · ${r.unitNo}` },
  { label: 'Term', render: (r) => `${displayDate(r.startDate)} – ${displayDate(r.endDate)}` },
  { label: 'Monthly rent', render: (r) => formatKwd(r.monthlyRent) },
  { label: 'Deposit', render: (r) => formatKwd(r.securityDeposit) },
  { label: 'Due day', render: (r) => r.paymentDueDay },
  { label: 'Documents', render: (r) => <DocumentLinks documents={r.documents} /> },
];
