import {
  type Account,
  type AccountType,
  type ConfirmationKind,
  type PlanLimits,
  type PostView,
  confirmationKinds,
  messages,
  pendingConfirmations,
  validatePost,
} from '@kairos/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useSavePost } from '../api/save-post';
import {
  type ComplianceBlock,
  type ComplianceOverrides,
  complianceBlockOf,
  noOverrides,
} from './compliance-block';
import { type ComposerValues } from './composer-values';
import { toPostBody } from './to-post-body';

export interface SavedPost {
  post: PostView;
  draft: boolean;
}

interface SubmitContext {
  calendarId: string;
  postId: string | null;
  values: ComposerValues;
  accounts: readonly Account[];
  timeZone: string;
  limits: PlanLimits;
  onSaved: (saved: SavedPost) => void;
}

interface Warning {
  kind: ConfirmationKind;
  message: string;
  draft: boolean;
}

// Until the first Post, a field not filled in yet is not an error worth shouting about.
const notYetFilled: readonly string[] = [
  messages.composer.messageRequired,
  messages.composer.accountRequired,
  messages.composer.hourRequired,
  messages.composer.dateRequired,
  messages.composer.futureTimeRequired,
];

/** Spec section 4, "Success": "loader off, after 1 second the modal closes". */
export const closeAfterSuccessMs = 1000;

const isConfirmationKind = (value: string): value is ConfirmationKind =>
  (confirmationKinds as readonly string[]).includes(value);

/** The composer flow: the core rules as the user types and on Post, warnings, the call and its answers. */
export function useComposerSubmit(context: SubmitContext) {
  const { calendarId, postId, values, accounts, timeZone, limits, onSaved } = context;
  const savePost = useSavePost();
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [revealKey, setRevealKey] = useState(0);
  const [warning, setWarning] = useState<Warning | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmationKind[]>([]);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [block, setBlock] = useState<(ComplianceBlock & { draft: boolean }) | null>(null);
  const [overrides, setOverrides] = useState<ComplianceOverrides>(noOverrides);

  const selected = accounts
    .filter((account) => values.accountIds.includes(account._id))
    .map((account) => ({ ...account, type: account.type as AccountType | null }));
  const findingsOf = (
    draft: boolean,
    kinds: readonly ConfirmationKind[],
    rules: ComplianceOverrides = overrides,
  ) => {
    const changed = rules !== noOverrides;
    const body = toPostBody(values, {
      calendarId,
      draft,
      confirmed: kinds,
      overrides: changed ? rules : undefined,
    });
    return { body, findings: validatePost(body, { now: new Date(), timeZone, accounts: selected, limits }) };
  };

  const live = findingsOf(false, confirmed).findings.errors.map((error) => error.message);
  const shown = attempted ? live : live.filter((message) => !notYetFilled.includes(message));
  const errors = [...new Set([...shown, ...serverErrors])];

  function submit(
    draft: boolean,
    alsoConfirmed: readonly ConfirmationKind[] = [],
    rules: ComplianceOverrides = overrides,
  ) {
    const kinds = [...new Set([...confirmed, ...alsoConfirmed])];
    setAttempted(true);
    setServerErrors([]);
    const { body, findings } = findingsOf(draft, kinds, rules);
    if (findings.errors.length > 0) {
      const upgrade = findings.errors.find((error) => error.upgrade !== undefined);
      if (upgrade !== undefined) setUpgradeMessage(upgrade.message);
      if (draft) setServerErrors(findings.errors.map((error) => error.message));
      setRevealKey((key) => key + 1);
      return;
    }
    const [pending] = pendingConfirmations(findings, kinds);
    if (pending !== undefined) {
      setWarning({ kind: pending.kind, message: pending.message, draft });
      return;
    }
    savePost.mutate(
      { postId, body },
      {
        onSuccess: (post) => {
          setSucceeded(true);
          window.setTimeout(() => onSaved({ post, draft }), closeAfterSuccessMs);
        },
        onError: (error) => {
          const [detail] = isApiError(error) ? error.details : [];
          const blocked = complianceBlockOf(error);
          if (blocked !== null) {
            setBlock({ ...blocked, draft });
          } else if (
            isApiError(error) &&
            error.code === 'CONFIRMATION_REQUIRED' &&
            detail &&
            isConfirmationKind(detail.path)
          ) {
            setWarning({ kind: detail.path, message: detail.message, draft });
          } else if (isApiError(error) && error.code === 'PLAN_LIMIT') {
            setUpgradeMessage(error.message);
          } else {
            const details = isApiError(error) ? error.details.map((entry) => entry.message) : [];
            setServerErrors(details.length > 0 ? details : [error.message]);
            setRevealKey((key) => key + 1);
          }
        },
      },
    );
  }

  function postAnyway() {
    if (warning === null) return;
    setWarning(null);
    setConfirmed((current) => [...current, warning.kind]);
    submit(warning.draft, [warning.kind]);
  }

  /** The choice made in the override dialog: resend with that rule overridden. */
  function override(choice: Partial<ComplianceOverrides>) {
    if (block === null) return;
    const rules = { ...overrides, ...choice };
    setBlock(null);
    setOverrides(rules);
    submit(block.draft, [], rules);
  }

  return {
    errors,
    block,
    override,
    cancelBlock: () => setBlock(null),
    revealKey,
    warning,
    upgradeMessage,
    processing: savePost.isPending,
    succeeded,
    submit,
    postAnyway,
    editAfterWarning: () => setWarning(null),
    closeUpgrade: () => setUpgradeMessage(null),
    clearServerErrors: () => setServerErrors([]),
  };
}
