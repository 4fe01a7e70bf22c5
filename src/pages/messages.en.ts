import type { Messages } from '../i18n/messages';

/** The dashboard's greeting, access denied, coming soon and the profile screen. */
const messages: Messages = {
  pages: {
    dashboard: 'Dashboard',
    welcome: 'Welcome, %{name}',
    someone: 'Admin',
    signed_in_as: 'Signed in as %{role}.',
    access_denied: 'Access denied',
    access_denied_text:
      'Your role does not allow you to open this page. If you need it, ask your landlord or the administrator.',
    go_to_dashboard: 'Go to the dashboard',
    coming_soon: 'This screen is coming soon. It is not available in this release yet.',
    something_went_wrong: 'Something went wrong',
  },
  profile: {
    title: 'Profile',
    loading: 'Loading...',
    your_details: 'Your details',
    change_password: 'Change password',
    picture: 'Profile picture',
    picture_file: 'Profile picture file',
    change_picture: 'Change picture',
    upload_picture: 'Upload picture',
    picture_rules: 'JPG, JPEG, PNG or WEBP, up to 2 MB.',
    current_password: 'Current password',
    new_password: 'New password',
    confirm_new_password: 'Confirm new password',
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone',
    save: 'Save',
  },
};

export default messages;
