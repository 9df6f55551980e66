/**
 * The settings', team's and activity's messages, part of `messages` (core/messages.ts). The spec
 * shows none of these screens' server messages, so all are ours.
 */
export const teamMessages = {
  settings: {
    invalidTimezone: 'Please choose a valid time zone',
    avatarNotPublic: 'The avatar must be a picture on a public web address',
    avatarNotYours: 'This picture is not one you uploaded. Please upload it again.',
    profileSaved: 'Your profile has been saved',
    passwordChanged: 'Your password has been changed. Your other sessions have ended.',
    preferencesSaved: 'Your notification preferences have been saved',
  },
  team: {
    memberExists: 'This person is already a member of your team',
    cannotChangeOwner: 'The owner of the team cannot be changed or removed',
    cannotChangeSelf: 'You cannot change your own role or remove yourself',
    unknownCalendar: 'One of the chosen calendars does not exist',
    alreadyJoined: 'This person has already joined the team',
    invitationResent: (email: string) => `We have sent the invitation to ${email} again.`,
    invalidInvitation:
      'This invitation link is invalid, has expired or has been used. Please ask for a new one.',
    memberRemoved: (name: string) => `${name} has been removed from the team. Their posts stay.`,
    removeConfirmation: (name: string) =>
      `Remove ${name} from the team? They lose access at once; the posts they made stay.`,
    revokeConfirmation: (email: string) => `Revoke the invitation to ${email}? Its link stops working.`,
  },
};
