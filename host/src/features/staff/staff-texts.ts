import { translationsReady } from '@venue/shared';
import { registerStaffTexts } from '@venue/shared/staff';
import { registerStaffDoorTranslations } from '../../i18n/staff-door-resources';

/** The door page's texts (shared's `staff`, the host's `staffDoor`), registered and loaded. */
export function staffTextsReady(): Promise<void> {
  registerStaffTexts();
  registerStaffDoorTranslations();
  return translationsReady();
}
