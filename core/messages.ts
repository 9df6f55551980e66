/**
 * Every user-visible message, named. Messages quoted from the spec (shared/spec) are verbatim;
 * the ones marked "ours" cover cases the spec does not show.
 */
export const messages = {
  calendars: {
    nameRequired: 'Name is required',
    deleteConfirmation:
      'Are you sure? If you will remove this calendar - you will remove all records tied to it (Social Media Accounts, Posts, Scheduled Posts, Campaigns, Library content etc.)',
    expiredAccounts:
      'Some of your accounts have expired. Please reconnect your social media account on the Settings page.',
    contactAdmin: 'Contact your admin',
    contactAdminTooltip:
      'Sniffing around for more categories or calendars? Contact your billing admin for access.',
    // ours: the spec says only that the last calendar cannot be removed
    lastCalendar: 'You cannot remove your last calendar.',
    nameTooLong: 'Name must be at most 100 characters',
  },
  session: {
    // ours: the spec shows no server messages for sign-up and login
    invalidEmail: 'Please enter a valid e-mail address',
    emailTaken: 'An account with this e-mail already exists',
    weakPassword: 'Password must be at least 8 characters and contain a letter and a number',
    nameRequired: 'Please enter your name',
    wrongCredentials: 'Wrong e-mail or password',
    tooManyAttempts: 'Too many login attempts. Please try again in 15 minutes.',
    loginRequired: 'Please log in to continue',
    invalidRecoveryToken: 'This link is invalid or has expired. Please ask for a new one.',
    wrongCurrentPassword: 'The current password is not correct',
    passwordChangeNeedsProof: 'Give the current password or the link from the recovery e-mail',
    recoverySent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
    passwordChanged: 'Your password has been changed. Please log in.',
  },
  settings: {
    // ours
    invalidTimezone: 'Please choose a valid time zone',
  },
  team: {
    // ours
    memberExists: 'This person is already a member of a team',
    cannotChangeOwner: 'The owner of the team cannot be changed or removed',
    cannotChangeSelf: 'You cannot change your own role or remove yourself',
    unknownCalendar: 'One of the chosen calendars does not exist',
  },
  upgrade: {
    limitExceed: (amount: number, action: string) => `you have reached your limits of ${amount} ${action}`,
    noAccess: (action: string) => `you don't have access to ${action}`,
  },
  errors: {
    notFound: 'Not found',
    forbidden: "You don't have permission to do this",
    internal: 'Something went wrong on our side. Please try again.',
    maintenance: 'is under Maintenance. Please check back in some time.',
    notFoundPage: "The page you're looking for doesn't exist.",
    newVersion: 'A new version has been released',
    contactSupport: 'Please contact support if this keeps happening.',
    // ours: the spec names the Update button and the back-to-homepage button only
    updateApp: 'Update',
    backToHomepage: 'Back to homepage',
    network: 'Could not reach Kairos. Please check your connection and try again.',
  },
  shell: {
    dealButton: 'Grab your limited time deal',
    // ours: the spec says only "tooltip says quick courses are coming soon"
    universityTooltip: 'Quick courses are coming soon',
  },
  notifications: {
    empty: 'No notifications',
  },
} as const;
