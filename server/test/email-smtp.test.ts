/**
 * A claim's e-mail over real SMTP: smtp-server receives it, mailparser reads it, and the QR
 * code attached as a PNG decodes (pngjs + jsQR) to the code in the text.
 */
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { type ParsedMail, simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { SMTPServer } from 'smtp-server';
import { claim } from './support/promo-claim';
import { type TestApp, createTestApp } from './support/test-app';

let server: SMTPServer;
let t: TestApp;
const received: ParsedMail[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Cantina Aurora <promo@cantina-aurora.example>', publicUrl: 'https://aurora.example' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the claim e-mail arrives with the code, its QR code and the link, in the visitor’s language', async () => {
  const res = await claim(t.app, { email: 'smtp@example.com', firstName: 'Lena', language: 'de' });
  expect(res.statusCode).toBe(200);
  expect(await t.app.email.drain()).toBe(1);

  expect(received).toHaveLength(1);
  const mail = received[0]!;
  expect(mail.from?.value[0]).toMatchObject({ name: 'Cantina Aurora', address: 'promo@cantina-aurora.example' });
  expect(mail.subject).toBe('Begrüßungsglas: Ihr Code');
  const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.text ?? '')![1]!;
  expect(mail.text).toContain('Hallo Lena,');
  expect(mail.html).toMatch(new RegExp(`https://aurora\\.example/promo/calice-di-benvenuto/[A-Za-z0-9_-]{22}\\?venue=cantina-aurora`));

  const qr = mail.attachments.find((a) => a.contentType === 'image/png')!;
  expect(qr.cid).toBe('promo-qr');
  const png = PNG.sync.read(qr.content);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(code);
});
