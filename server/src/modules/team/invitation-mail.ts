import type { MailMessage } from '../../mail/mailer';

export const invitationDays = 7;

interface InvitationFacts {
  to: string;
  inviterName: string | null;
  role: string;
}

/** The invitation with its link, where the person chooses a password and joins. */
export function invitationMail(facts: InvitationFacts & { link: string }): MailMessage {
  const inviter = facts.inviterName ?? 'A colleague';
  return {
    to: facts.to,
    subject: `${facts.inviterName ?? 'Your team'} invited you to Kairos`,
    text: `Hi,\n\n${inviter} invited you to work with their team on Kairos as ${facts.role}. Choose your password within ${invitationDays} days to join:\n\n${facts.link}\n`,
  };
}

/**
 * The e-mail has an account in another team, and an account belongs to one team: the mail says what
 * joining takes (decision 0071).
 */
export function foreignInvitationMail(facts: InvitationFacts): MailMessage {
  const inviter = facts.inviterName ?? 'A colleague';
  return {
    to: facts.to,
    subject: `${facts.inviterName ?? 'Your team'} invited you to Kairos`,
    text: `Hi,\n\n${inviter} invited you to work with their team on Kairos as ${facts.role}. Your e-mail address already has a Kairos account, which belongs to another team, and an account belongs to one team. To join, ask the owner of your current team to remove you and then ask ${inviter} to invite you again, or ask to be invited with another e-mail address.\n`,
  };
}
