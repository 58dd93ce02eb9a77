import { APPROVAL_METHOD_RULES, approvalMethodsFor, type TApprovalMethod } from '@app/shared/payments/payment-methods';
import { useTranslation } from 'react-i18next';

/** A way to pay besides cards, as PaymentMethodChoice lists it. */
export type TWalletChoice = { value: TApprovalMethod; label: string; hint: string };

/**
 * Alipay, WeChat Pay and PayPal where they take this currency (decision 060), each with its name
 * and a line on how it works (approve on the wallet's page, or scan a code).
 */
export function useWalletChoices(currency: string): TWalletChoice[] {
  const { t } = useTranslation('payments');
  return approvalMethodsFor(currency).map((method) => ({
    value: method,
    label: t(`methods.${method}`),
    hint:
      APPROVAL_METHOD_RULES[method].approval === 'qr'
        ? t('approval.qrChoice')
        : t('approval.redirectChoice', { method: t(`methods.${method}`) }),
  }));
}
