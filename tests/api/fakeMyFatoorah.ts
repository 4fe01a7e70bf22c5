/*
 * MyFatoorah API v2 answers as its documentation shows them (docs.myfatoorah.com: initiate-payment,
 * execute-payment, send-payment, payment-inquiry, refunds), for the fake gateway server. Field names
 * and shapes follow the documented samples; values are ours.
 */
import type { FakeGatewayServer } from './fakeGatewayServer';

export const envelope = (data: unknown) => ({
  IsSuccess: true,
  Message: '',
  ValidationErrors: null,
  Data: data,
});

/** The documented failure envelope: HTTP 400 with IsSuccess false and the field errors. */
export const validationError = (errors: { Name: string; Error: string }[], message = 'Invalid data') => ({
  IsSuccess: false,
  Message: message,
  ValidationErrors: errors,
  Data: null,
});

export const initiatePaymentData = () => ({
  PaymentMethods: [
    {
      PaymentMethodId: 1,
      PaymentMethodAr: 'كي نت',
      PaymentMethodEn: 'KNET',
      PaymentMethodCode: 'kn',
      IsDirectPayment: false,
      ServiceCharge: 0.0,
      TotalAmount: 12.5,
      CurrencyIso: 'KWD',
      ImageUrl: 'https://portal.myfatoorah.com/imgs/payment-methods/kn.png',
    },
    {
      PaymentMethodId: 2,
      PaymentMethodAr: 'فيزا / ماستر',
      PaymentMethodEn: 'VISA/MASTER',
      PaymentMethodCode: 'vm',
      IsDirectPayment: false,
      ServiceCharge: 0.125,
      TotalAmount: 12.625,
      CurrencyIso: 'KWD',
      ImageUrl: 'https://portal.myfatoorah.com/imgs/payment-methods/vm.png',
    },
  ],
});

export const executePaymentData = (invoiceId = 3110788) => ({
  InvoiceId: invoiceId,
  IsDirectPayment: false,
  PaymentURL: `https://demo.MyFatoorah.com/En/KWT/PayInvoice/Checkout?invoiceKey=01072${invoiceId}`,
  CustomerReference: 'att_1',
  UserDefinedField: 'att_1',
  RecurringId: '',
});

export const sendPaymentData = (invoiceId = 3110789) => ({
  InvoiceId: invoiceId,
  InvoiceURL: `https://demo.MyFatoorah.com/KWT/ie/01072${invoiceId}`,
  CustomerReference: 'att_1',
  UserDefinedField: 'att_1',
});

export interface FakeTransaction {
  TransactionStatus: string;
  PaymentGateway?: string;
  Error?: string | null;
  TransactionDate?: string;
  PaymentId?: string;
}

export const transaction = (overrides: FakeTransaction) => ({
  TransactionDate: '2026-11-25T13:00:00.000',
  PaymentGateway: 'KNET',
  ReferenceId: '533013000476',
  TrackId: '25-11-2026_2510793',
  TransactionId: '532974',
  PaymentId: '100202633013000476',
  AuthorizationId: 'B76553',
  TransationValue: '12.500',
  CustomerServiceCharge: '0.000',
  DueValue: '12.500',
  PaidCurrency: 'KD',
  PaidCurrencyValue: '12.500',
  Currency: 'KD',
  Error: null,
  CardNumber: null,
  ErrorCode: '',
  ...overrides,
});

export const paymentStatusData = (
  invoiceStatus: string,
  transactions: ReturnType<typeof transaction>[],
  invoiceValue: number = 12.5,
) => ({
  InvoiceId: 3110788,
  InvoiceStatus: invoiceStatus,
  InvoiceReference: '2026001234',
  CustomerReference: 'att_1',
  CreatedDate: '2026-11-25T12:58:00.000',
  ExpiryDate: 'November 28, 2026',
  InvoiceValue: invoiceValue,
  Comments: null,
  CustomerName: 'Fatima Al-Sabah',
  CustomerMobile: '+96550000000',
  CustomerEmail: 'tenant@example.com',
  UserDefinedField: 'att_1',
  InvoiceDisplayValue: `${invoiceValue.toFixed(3)} KD`,
  InvoiceItems: [],
  InvoiceTransactions: transactions,
  Suppliers: [],
});

export const refundData = () => ({
  Key: '3110788',
  RefundId: 26530,
  RefundReference: '2026000123',
  RefundAmount: 5.25,
  Comment: 'Deposit returned',
});

/** Sets every documented endpoint of `server` to answer its success sample. */
export function withMyFatoorahDefaults(server: FakeGatewayServer): FakeGatewayServer {
  return server
    .on('POST', '/v2/InitiatePayment', { json: envelope(initiatePaymentData()) })
    .on('POST', '/v2/ExecutePayment', { json: envelope(executePaymentData()) })
    .on('POST', '/v2/SendPayment', { json: envelope(sendPaymentData()) })
    .on('POST', '/v2/GetPaymentStatus', { json: envelope(paymentStatusData('Pending', [])) })
    .on('POST', '/v2/MakeRefund', { json: envelope(refundData()) });
}
