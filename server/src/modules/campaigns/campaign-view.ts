import { calendarColor, type CampaignView } from '@kairos/core';
import type { CampaignRow } from './campaign-repository';

export interface CampaignFigures {
  posts: number;
  blocked: number;
  published: number;
  days: string[];
}

const noFigures: CampaignFigures = { posts: 0, blocked: 0, published: 0, days: [] };

/** Spec, "Campaign", with its colour (by position in the calendar's list) and what it has written. */
export function toCampaignView(row: CampaignRow, position: number, figures = noFigures): CampaignView {
  return {
    _id: row.id,
    calendarId: row.calendarId,
    name: row.name,
    color: calendarColor(position),
    accountId: row.accountIds[0] ?? null,
    accountIds: row.accountIds,
    libraryCategories: row.libraryCategories,
    patternSchedule: row.patternSchedule,
    dates: row.dates,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    postFrequency: row.postFrequency,
    postTime: row.postTime,
    libraryPostPriority: row.libraryPostPriority,
    isUserWantToRepeatContent: row.repeatContent,
    promiseContent: row.promiseContent,
    accountsMetadata: row.accountsMetadata,
    arrayOfDatesForRenderInCalendar: figures.days,
    stats: { posts: figures.posts, blocked: figures.blocked, published: figures.published },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
