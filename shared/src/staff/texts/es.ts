import type { StaffTexts } from './it';

const es: StaffTexts = {
  apiErrors: {
    AUTH_INVALID: 'Token del personal desconocido o revocado.',
    AUTH_MISSING: 'Inicia sesión con el token del personal.',
    STAFF_SESSION_REQUIRED: 'Inicia sesión con el token del personal.',
    STAFF_SESSION_EXPIRED: 'Tu sesión ha terminado: vuelve a iniciar sesión.',
    WRONG_VENUE: 'Esta sesión es de otro local: inicia sesión con un token de este local.',
    CSRF_REFUSED: 'Solicitud rechazada: recarga la página e inténtalo de nuevo.',
    INVALID_PAYLOAD: 'No es un código ni el enlace de un código.',
    CODE_NOT_FOUND: 'Ningún código promocional ni tarjeta regalo tiene este código.',
    CODE_OF_ANOTHER_VENUE: 'Este código pertenece a otro local.',
    PROMO_CODE_NOT_FOUND: 'Ningún código promocional tiene este código.',
    PROMO_CODE_USED: 'Este código ya se ha usado.',
    PROMO_CODE_EXPIRED: 'Este código ha caducado.',
    GIFTCARD_NOT_FOUND: 'Ninguna tarjeta regalo tiene este código.',
    GIFTCARD_VOID: 'Esta tarjeta regalo ha sido anulada.',
    GIFTCARD_EXPIRED: 'Esta tarjeta regalo ha caducado.',
    GIFTCARD_REDEEMED: 'Esta tarjeta regalo ya se ha usado por completo.',
    GIFTCARD_INSUFFICIENT_BALANCE: 'El saldo de la tarjeta es inferior a este importe.',
    RESERVATION_NOT_FOUND: 'Reserva no encontrada.',
    INVALID_TRANSITION: 'La reserva ya no está en este estado: actualiza la lista.',
    NOT_STARTED: 'La hora de la reserva aún no ha pasado.',
    GUEST_ARRIVED: 'Los comensales ya están marcados como llegados.',
  },
  state: {
    valid: 'Válido',
    used: 'Ya usado',
    expired: 'Caducado',
    void: 'Anulado',
  },
  usedOnBy: 'Ya usado el {{date}} por {{label}}',
  usedOn: 'Ya usado el {{date}}',
  scanNext: 'Escanear el siguiente',
  backToScan: 'Volver a escanear',
};

export default es;
