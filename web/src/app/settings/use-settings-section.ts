import { useState } from 'react';
import { useLocation } from 'react-router';
import { sectionOfUrl, type SettingsSectionId } from './settings-sections';

/**
 * The section the URL names. A URL that names none (the add-account dialog closed, the connect
 * flow's return cleaned up, a plain link to /settings) keeps the section shown, starting at Profile.
 */
export function useSettingsSection(available: readonly SettingsSectionId[]): SettingsSectionId {
  const { hash, search } = useLocation();
  const named = sectionOfUrl(hash, search);
  const [section, setSection] = useState<SettingsSectionId>(named ?? 'profile');
  if (named !== null && named !== section) setSection(named);
  const shown = named ?? section;
  return available.includes(shown) ? shown : 'profile';
}
