// A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M file whose
// frames show `text` as a QR code, as a phone held over a guest's screen would see it. Chromium
// plays the file in a loop and opens it each time a page starts the camera, so a test (or
// bench/door-scan.mjs) writes the code just before the scan screen asks for the camera.
// CommonJS so that both the TypeScript specs and the benches (plain Node) load it.
const { writeFileSync } = require('node:fs');
const QRCode = require('qrcode');

/**
 * @param {string} file
 * @param {string} text
 * @param {{ width?: number, height?: number, frames?: number }} [size]
 */
function writeQrVideo(file, text, { width = 640, height = 480, frames = 10 } = {}) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone each side, as the QR standard asks, within the shorter side.
  const cells = modules.size + 8;
  const cell = Math.floor((Math.min(width, height) * 0.8) / cells);
  const left = Math.floor((width - cells * cell) / 2);
  const top = Math.floor((height - cells * cell) / 2);

  // Luma: white paper, black modules. Chroma at 128: grey, no colour.
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const y0 = top + (row + 4) * cell;
      const x0 = left + (col + 4) * cell;
      for (let y = y0; y < y0 + cell; y++) luma.fill(16, y * width + x0, y * width + x0 + cell);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

module.exports = { writeQrVideo };
