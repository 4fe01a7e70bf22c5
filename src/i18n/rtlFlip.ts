/** The style flip of right-to-left (stylis-plugin-rtl, over cssjanus), fetched for Arabic readers only. */
export { default } from 'stylis-plugin-rtl';
