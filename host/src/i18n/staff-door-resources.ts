import { registerTranslations } from '@venue/shared';
import loadStaffDoorTexts from './staff-door';

// Texts of the door page's host screens (layout, sign-in, scan, log), a module per language in
// staff-door/. Registered by the staff layout's chunk only: no guest page fetches them.
export { loadStaffDoorTexts };

export const STAFF_DOOR_NS = 'staffDoor';

export const registerStaffDoorTranslations = (): void => registerTranslations(STAFF_DOOR_NS, loadStaffDoorTexts);
