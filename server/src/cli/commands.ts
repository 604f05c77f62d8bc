/** Every command of the staff tool. A module adds its list here. */
import { giftcardCommands } from '../modules/giftcards/giftcard-cli';
import { promoCommands } from '../modules/promotions/promo-cli';
import { reservationCommands } from '../modules/reservations/reservations-cli';
import { auditCommands } from '../modules/staff/audit-cli';
import type { StaffCommand } from './staff-command';

export const STAFF_COMMANDS: StaffCommand[] = [...promoCommands, ...reservationCommands, ...giftcardCommands, ...auditCommands];
