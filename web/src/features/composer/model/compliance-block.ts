import { type SimilarityResult } from '@kairos/core';
import { isApiError } from '../../../lib/api-error';
import { type CampaignConflict, conflictsFromError, similarityFromError } from '../../../lib/rule-violations';

/** The body's `complianceEngineRules`: which rule the user chose to override after a block. */
export interface ComplianceOverrides {
  ignoreComplianceCheck: boolean;
  ignoreCampaignCheck: boolean;
  fixCampaignConflicts: boolean;
}

export const noOverrides: ComplianceOverrides = {
  ignoreComplianceCheck: false,
  ignoreCampaignCheck: false,
  fixCampaignConflicts: false,
};

/**
 * "Creation can be blocked by a compliance or campaign rule." The API answers 422 RULE_VIOLATION with
 * `error.similarity` (the compliance check) or `error.conflicts` (campaigns on the same account and
 * time), decision 0027.
 */
export type ComplianceBlock =
  | { rule: 'compliance'; message: string; similarity: SimilarityResult }
  | { rule: 'campaign'; message: string; conflicts: CampaignConflict[] };

export function complianceBlockOf(error: unknown): ComplianceBlock | null {
  if (!isApiError(error)) return null;
  const conflicts = conflictsFromError(error);
  if (conflicts !== null) return { rule: 'campaign', message: error.message, conflicts };
  const similarity = similarityFromError(error);
  if (similarity !== null) return { rule: 'compliance', message: error.message, similarity };
  return null;
}
