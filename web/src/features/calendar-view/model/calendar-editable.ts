import { createContext, useContext } from 'react';

/**
 * Whether the calendar's posts may be dragged and retried, for the chips (one context read each, not a
 * user query per chip). The calendar route provides it from useCanEditContent.
 */
export const CalendarEditableContext = createContext(true);

export const useCalendarEditable = () => useContext(CalendarEditableContext);
