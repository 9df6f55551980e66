import { type DateSelectionMode, type LibraryPostPriority, messages } from '@kairos/core';
import { type CampaignDetail } from '../api/get-campaign';

/** What the campaign modal edits (decision 0027 gives the body it becomes). */
export interface CampaignValues {
  name: string;
  accountIds: string[];
  libraryCategories: string[];
  mode: DateSelectionMode;
  /** The month calendar's selection (for singleEndDate: the end). */
  dates: string[];
  /** singleEndDate only: the first day. */
  startDate: string;
  /** 0 Sunday ... 6 Saturday; none means every day (range and singleEndDate). */
  weekDays: number[];
  postTime: string[];
  libraryPostPriority: LibraryPostPriority;
  isUserWantToRepeatContent: boolean;
}

export function initialCampaignValues(campaign: CampaignDetail | null, today: string): CampaignValues {
  if (campaign === null) {
    return {
      name: '',
      accountIds: [],
      libraryCategories: [],
      mode: 'range',
      dates: [],
      startDate: today,
      weekDays: [],
      postTime: ['09:00'],
      libraryPostPriority: 'newest',
      isUserWantToRepeatContent: false,
    };
  }
  const mode = campaign.patternSchedule.selectionMode;
  return {
    name: campaign.name,
    accountIds: campaign.accountIds,
    libraryCategories: campaign.libraryCategories,
    mode,
    dates: campaign.dates,
    startDate: mode === 'singleEndDate' ? campaign.startDate : today,
    weekDays: campaign.patternSchedule.weekDays,
    postTime: campaign.postTime,
    libraryPostPriority: campaign.libraryPostPriority,
    isUserWantToRepeatContent: campaign.isUserWantToRepeatContent,
  };
}

export interface CampaignOverrides {
  fixCampaignConflicts?: boolean;
  ignoreCampaignCheck?: boolean;
}

export function toCampaignBody(
  values: CampaignValues,
  calendarId: string,
  overrides: CampaignOverrides = {},
) {
  const times = [...new Set(values.postTime)].sort();
  return {
    calendarId,
    name: values.name.trim(),
    accountIds: values.accountIds,
    libraryCategories: values.libraryCategories,
    patternSchedule: {
      selectionMode: values.mode,
      weekDays: values.mode === 'range' || values.mode === 'singleEndDate' ? values.weekDays : [],
    },
    dates: values.dates,
    ...(values.mode === 'singleEndDate' ? { startDate: values.startDate } : {}),
    postFrequency: times.length,
    postTime: times,
    libraryPostPriority: values.libraryPostPriority,
    isUserWantToRepeatContent: values.isUserWantToRepeatContent,
    ...(Object.keys(overrides).length > 0
      ? {
          complianceEngineRules: {
            fixCampaignConflicts: overrides.fixCampaignConflicts ?? false,
            ignoreCampaignCheck: overrides.ignoreCampaignCheck ?? false,
          },
        }
      : {}),
  };
}

/** The campaign form's own checks before the call (the server checks again with the same words). */
export function campaignErrors(values: CampaignValues): string[] {
  const errors: string[] = [];
  if (values.name.trim() === '') errors.push(messages.campaigns.nameRequired);
  if (values.accountIds.length === 0) errors.push(messages.campaigns.accountsRequired);
  if (values.libraryCategories.length === 0) errors.push(messages.campaigns.categoriesRequired);
  const needed = values.mode === 'range' ? 2 : 1;
  if (values.dates.length < needed) errors.push(messages.campaigns.datesRequired);
  if (values.postTime.length === 0) errors.push(messages.campaigns.timesRequired);
  return errors;
}
