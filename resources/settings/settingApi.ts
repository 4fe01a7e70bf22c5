import type { PartialPaymentSetting } from '../../domain/partialPayments';
import { settingContract } from '../../domain/contracts/setting';
import { settingOnlinePaymentsContract } from '../../domain/contracts/setting-online-payments';
import type { SettingImageField } from '../../domain/settingMessages';
import type { VendorInfo } from '../../domain/settingSchemas';
import type { AnswerOf, DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

const setting = settingContract.endpoints;
const onlinePayments = settingOnlinePaymentsContract.endpoints;

export const SETTING_QUERY_KEY = ['setting', 'get'] as const;

/** The App Setting as GET setting/get answers it (spec section 3): the contract's type. */
export type AppSetting = DataOf<typeof setting.get>;

/** GET setting/get (spec section 7): the signed-in landlord's App Setting. */
export const fetchSetting = (signal?: AbortSignal): Promise<AppSetting> =>
  dataProvider.call(setting.get, { signal }).then((answer) => answer.data);

/**
 * POST setting/update (spec sections 3 and 7): multipart with name, address, desc, media as
 * JSON text, and the logo and banner files when chosen.
 */
export async function updateSetting(
  info: VendorInfo,
  files: Partial<Record<SettingImageField, File>>,
): Promise<AnswerOf<typeof setting.update>> {
  const body = new FormData();
  body.append('name', info.name);
  body.append('address', info.address);
  body.append('desc', info.desc);
  body.append('media', JSON.stringify(info.media));
  if (files.logo) body.append('logo', files.logo);
  if (files.banner) body.append('banner', files.banner);
  return dataProvider.call(setting.update, { body });
}

export const PARTIAL_SETTING_QUERY_KEY = ['setting', 'online-payments'] as const;

/** GET setting/online-payments (issue 20 item 5): may tenants pay part of an invoice online. */
export const fetchPartialSetting = (signal?: AbortSignal): Promise<PartialPaymentSetting> =>
  dataProvider.call(onlinePayments.read, { signal }).then((answer) => answer.data);

/** PUT setting/online-payments: the landlord's switch and minimum. */
export const updatePartialSetting = (body: PartialPaymentSetting) =>
  dataProvider.call(onlinePayments.save, { body });
