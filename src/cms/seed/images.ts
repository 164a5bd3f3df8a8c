import sharp from 'sharp'

/**
 * Demo pictures drawn on this machine (no downloads): simple flat scenes in the clinic's colours, one
 * per topic (a reception, a ward room, an apartment, the eyes for eyelid surgery, a torso for breast
 * and body procedures…). No words are drawn into them: the site marks them as illustrations in the
 * visitor's language (the Media collection's `illustrative` field). Staff replace them with real
 * photographs.
 */

const c = {
  wall: '#f3eee7',
  wallShade: '#e6ddd0',
  floor: '#cdb596',
  floorDark: '#b79d7b',
  navy: '#1f2f46',
  navyLight: '#2c4262',
  accent: '#8a6433',
  sand: '#e0c9a6',
  sandLight: '#efe2cc',
  sage: '#8fae9f',
  sageDark: '#6f9a8d',
  sageLight: '#d5e3dc',
  white: '#ffffff',
  paper: '#faf7f2',
  grey: '#c9c4bd',
  greyDark: '#8f8a84',
  glass: '#dce8ef',
  skin: '#e8c3a3',
  skinLight: '#f1d5bb',
  skinShade: '#d4a482',
  skinLine: '#b7866a',
  lash: '#4a3a30',
  hair: '#5b4535',
  iris: '#6b5a44',
  fabric: '#d9d1c7',
  garment: '#cdbba5',
  garmentDark: '#b29f88',
  marker: '#6a4c93',
  teal: '#5f9ea0',
  tealLight: '#d4e7e6',
  yellow: '#e8b93f',
}

const svg = (width: number, height: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`

async function toJpeg(markup: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(markup)).jpeg({ quality, mozjpeg: true }).toBuffer()
}

// ───────────── Rooms (drawn on a 1600 × 1000 stage; other sizes crop its edges) ─────────────

const stage = (width: number, height: number, body: string) => svg(width, height, '0 0 1600 1000', body)

function roomShell({ wall = c.wall, floor = c.floor, windowX = 1040, curtains = false } = {}) {
  return `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${c.wallShade}"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="${c.floorDark}"/></linearGradient>
      <radialGradient id="light" cx="${(windowX + 160) / 1600}" cy="0.3" r="0.7"><stop offset="0" stop-color="${c.white}" stop-opacity="0.55"/><stop offset="1" stop-color="${c.white}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1600" height="1000" fill="url(#wall)"/>
    <rect y="720" width="1600" height="280" fill="url(#floor)"/>
    <rect y="712" width="1600" height="10" fill="${c.white}" opacity="0.8"/>
    <g>
      <rect x="${windowX}" y="130" width="320" height="400" rx="6" fill="${c.white}"/>
      <rect x="${windowX + 14}" y="144" width="292" height="372" fill="${c.glass}"/>
      <rect x="${windowX + 14}" y="144" width="292" height="372" fill="${c.white}" opacity="0.35"/>
      <rect x="${windowX + 155}" y="144" width="10" height="372" fill="${c.white}"/>
      <rect x="${windowX + 14}" y="320" width="292" height="10" fill="${c.white}"/>
      <rect x="${windowX - 10}" y="528" width="340" height="14" rx="3" fill="${c.white}"/>
      ${
        curtains
          ? `<path d="M${windowX - 40} 110 h90 v470 q-45 20 -90 0 z" fill="${c.sand}"/><path d="M${windowX + 270} 110 h90 v470 q-45 20 -90 0 z" fill="${c.sand}"/><rect x="${windowX - 60}" y="100" width="440" height="10" rx="5" fill="${c.greyDark}"/>`
          : ''
      }
    </g>
    <rect width="1600" height="1000" fill="url(#light)"/>`
}

const plant = (x: number, y: number, scale = 1) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="-150" rx="38" ry="95" fill="${c.sageDark}" transform="rotate(-28 0 -60)"/>
    <ellipse cx="0" cy="-170" rx="36" ry="105" fill="${c.sage}" transform="rotate(8 0 -60)"/>
    <ellipse cx="0" cy="-140" rx="34" ry="90" fill="${c.sageDark}" transform="rotate(35 0 -60)"/>
    <path d="M-55 -40 h110 l-14 90 h-82 z" fill="${c.paper}"/>
    <path d="M-55 -40 h110 l-3 18 h-104 z" fill="${c.grey}"/>
  </g>`

const frame = (x: number, y: number, w: number, h: number, tone = c.sage) => `
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${c.white}"/>
  <rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" fill="${tone}" opacity="0.55"/>
  <path d="M${x + 14} ${y + h - 14} q${w * 0.3} -${h * 0.45} ${w * 0.55} -${h * 0.2} t${w * 0.45 - 28} -${h * 0.15} v${h * 0.35 - 14} z" fill="${tone}"/>`

const pendant = (x: number, drop: number) => `
  <line x1="${x}" y1="0" x2="${x}" y2="${drop}" stroke="${c.navy}" stroke-width="3"/>
  <path d="M${x - 48} ${drop + 42} a48 42 0 0 1 96 0 z" fill="${c.navy}"/>
  <ellipse cx="${x}" cy="${drop + 44}" rx="30" ry="7" fill="${c.sandLight}"/>`

function armchair(x: number, y: number, tone: string, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-10" y="-150" width="200" height="170" rx="34" fill="${tone}"/>
    <rect x="-30" y="-60" width="240" height="90" rx="28" fill="${tone}"/>
    <rect x="10" y="-70" width="160" height="50" rx="18" fill="${c.white}" opacity="0.25"/>
    <rect x="-10" y="30" width="14" height="36" fill="${c.navy}"/><rect x="176" y="30" width="14" height="36" fill="${c.navy}"/>
  </g>`
}

function hospitalBed(x: number, y: number) {
  return `<g transform="translate(${x} ${y})">
    <rect x="0" y="-40" width="620" height="60" rx="10" fill="${c.greyDark}"/>
    <rect x="10" y="-100" width="600" height="70" rx="24" fill="${c.white}"/>
    <path d="M20 -96 l150 -110 q20 -12 36 4 l20 40 -156 96 z" fill="${c.white}"/>
    <rect x="40" y="-210" width="140" height="60" rx="24" fill="${c.paper}" transform="rotate(-36 110 -180)"/>
    <rect x="170" y="-120" width="440" height="46" rx="18" fill="${c.sageLight}"/>
    <rect x="230" y="-160" width="320" height="12" rx="6" fill="${c.greyDark}"/>
    <rect x="250" y="-160" width="10" height="60" fill="${c.greyDark}"/><rect x="520" y="-160" width="10" height="60" fill="${c.greyDark}"/>
    <rect x="-20" y="-260" width="24" height="300" rx="8" fill="${c.navyLight}"/>
    <rect x="600" y="-170" width="24" height="210" rx="8" fill="${c.navyLight}"/>
    <circle cx="40" cy="40" r="16" fill="${c.navy}"/><circle cx="580" cy="40" r="16" fill="${c.navy}"/>
  </g>`
}

const sceneDrawings = {
  reception: () => `
    ${roomShell({ windowX: 1180 })}
    ${pendant(520, 150)}${pendant(760, 150)}${pendant(1000, 150)}
    <rect x="560" y="270" width="400" height="230" rx="115" fill="${c.sand}" opacity="0.6"/>
    <circle cx="760" cy="385" r="70" fill="none" stroke="${c.accent}" stroke-width="10"/>
    <path d="M720 420 q40 -90 80 0" fill="none" stroke="${c.accent}" stroke-width="10" stroke-linecap="round"/>
    <rect x="380" y="560" width="780" height="40" rx="12" fill="${c.sandLight}"/>
    <rect x="400" y="596" width="740" height="220" rx="10" fill="${c.navy}"/>
    <rect x="400" y="596" width="740" height="26" fill="${c.navyLight}"/>
    <path d="M430 650 h680" stroke="${c.accent}" stroke-width="6" opacity="0.8"/>
    <rect x="560" y="500" width="110" height="70" rx="6" fill="${c.navyLight}"/><rect x="605" y="565" width="20" height="14" fill="${c.navyLight}"/>
    <rect x="880" y="530" width="80" height="34" rx="6" fill="${c.white}"/>
    ${plant(250, 780, 1.25)}
    <rect x="60" y="700" width="90" height="90" rx="8" fill="${c.sand}"/>
    ${plant(1380, 800, 1)}`,
  'waiting-room': () => `
    ${roomShell({ windowX: 1120 })}
    ${frame(180, 210, 260, 190, c.sage)}${frame(480, 250, 170, 150, c.sand)}
    ${armchair(160, 790, c.sageDark)}${armchair(420, 790, c.sage)}${armchair(680, 790, c.sageDark)}
    <rect x="930" y="700" width="150" height="14" rx="6" fill="${c.accent}"/><rect x="995" y="714" width="20" height="90" fill="${c.accent}"/>
    <rect x="950" y="684" width="90" height="16" rx="3" fill="${c.white}"/><rect x="960" y="672" width="70" height="12" rx="3" fill="${c.sand}"/>
    ${plant(1460, 820, 1.2)}`,
  consultation: () => `
    ${roomShell({ windowX: 200 })}
    ${frame(760, 220, 220, 170, c.sand)}
    <rect x="1020" y="200" width="300" height="260" rx="8" fill="${c.white}"/>
    <rect x="1040" y="220" width="120" height="220" rx="4" fill="${c.sageLight}"/><rect x="1180" y="220" width="120" height="220" rx="4" fill="${c.sandLight}"/>
    <rect x="560" y="560" width="620" height="26" rx="8" fill="${c.accent}"/>
    <rect x="590" y="586" width="22" height="220" fill="${c.accent}"/><rect x="1128" y="586" width="22" height="220" fill="${c.accent}"/>
    <rect x="760" y="440" width="190" height="120" rx="8" fill="${c.navy}"/><rect x="774" y="452" width="162" height="96" rx="4" fill="${c.glass}"/>
    <rect x="840" y="556" width="30" height="10" fill="${c.navy}"/>
    <rect x="640" y="540" width="90" height="20" rx="4" fill="${c.white}"/>
    ${armchair(420, 820, c.navyLight, 0.9)}${armchair(1220, 820, c.navyLight, 0.9)}
    <rect x="60" y="620" width="300" height="60" rx="14" fill="${c.tealLight}"/><rect x="90" y="680" width="20" height="120" fill="${c.greyDark}"/><rect x="310" y="680" width="20" height="120" fill="${c.greyDark}"/>
    <rect x="60" y="600" width="120" height="40" rx="14" fill="${c.white}"/>`,
  ward: () => `
    ${roomShell({ windowX: 1080, curtains: true, wall: '#eef2ef' })}
    ${hospitalBed(330, 770)}
    <rect x="120" y="560" width="150" height="230" rx="10" fill="${c.sand}"/><rect x="135" y="580" width="120" height="8" rx="4" fill="${c.accent}"/>
    <rect x="150" y="520" width="40" height="40" rx="6" fill="${c.white}"/><path d="M215 560 v-50 q0 -14 14 -14 h10" stroke="${c.greyDark}" stroke-width="6" fill="none"/>
    <line x1="1030" y1="240" x2="1030" y2="800" stroke="${c.greyDark}" stroke-width="8"/>
    <path d="M990 800 h80" stroke="${c.greyDark}" stroke-width="8" stroke-linecap="round"/>
    <path d="M1000 240 h60" stroke="${c.greyDark}" stroke-width="6"/>
    <rect x="1006" y="250" width="48" height="80" rx="14" fill="${c.glass}" stroke="${c.grey}" stroke-width="4"/>
    ${frame(520, 240, 240, 170, c.sage)}
    ${armchair(1250, 820, c.sage, 0.9)}`,
  'operating-theatre': () => `
    <defs><linearGradient id="ot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9f2f1"/><stop offset="1" stop-color="#d3e4e2"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#ot)"/>
    <rect y="740" width="1600" height="260" fill="#bcd3d0"/>
    <rect y="732" width="1600" height="10" fill="${c.white}" opacity="0.7"/>
    <path d="M800 0 v120 l-220 90" stroke="${c.greyDark}" stroke-width="14" fill="none"/><path d="M800 120 l230 70" stroke="${c.greyDark}" stroke-width="14" fill="none"/>
    <circle cx="800" cy="110" r="26" fill="${c.grey}"/>
    <ellipse cx="560" cy="240" rx="150" ry="70" fill="${c.white}"/><ellipse cx="560" cy="252" rx="118" ry="42" fill="#f7f1d8"/>
    <ellipse cx="1050" cy="220" rx="130" ry="60" fill="${c.white}"/><ellipse cx="1050" cy="230" rx="100" ry="36" fill="#f7f1d8"/>
    <path d="M420 300 L300 760 H1260 L700 290 z" fill="${c.white}" opacity="0.18"/>
    <rect x="470" y="560" width="680" height="50" rx="16" fill="${c.teal}"/>
    <rect x="500" y="540" width="180" height="30" rx="14" fill="${c.tealLight}"/>
    <rect x="760" y="610" width="90" height="150" fill="${c.greyDark}"/><rect x="680" y="750" width="250" height="24" rx="10" fill="${c.navy}"/>
    <rect x="1260" y="330" width="200" height="140" rx="10" fill="${c.navy}"/><rect x="1275" y="345" width="170" height="110" rx="4" fill="#0f1a29"/>
    <path d="M1285 410 h30 l14 -30 16 60 14 -44 12 14 h60" stroke="#7fd1b9" stroke-width="5" fill="none"/>
    <rect x="1350" y="470" width="20" height="290" fill="${c.greyDark}"/><rect x="1300" y="750" width="120" height="20" rx="8" fill="${c.navy}"/>
    <rect x="160" y="520" width="170" height="14" rx="6" fill="${c.greyDark}"/><rect x="160" y="620" width="170" height="14" rx="6" fill="${c.greyDark}"/>
    <rect x="236" y="534" width="18" height="230" fill="${c.greyDark}"/>
    <rect x="180" y="500" width="60" height="20" rx="4" fill="${c.tealLight}"/><rect x="250" y="505" width="60" height="15" rx="4" fill="${c.white}"/>`,
  'apartment-living': () => `
    ${roomShell({ windowX: 180, curtains: true })}
    ${frame(720, 230, 320, 220, c.sand)}
    <rect x="600" y="600" width="600" height="150" rx="40" fill="${c.sageDark}"/>
    <rect x="560" y="640" width="90" height="160" rx="34" fill="${c.sageDark}"/><rect x="1150" y="640" width="90" height="160" rx="34" fill="${c.sageDark}"/>
    <rect x="630" y="690" width="540" height="110" rx="30" fill="${c.sage}"/>
    <rect x="660" y="620" width="130" height="90" rx="24" fill="${c.sandLight}"/><rect x="1010" y="620" width="130" height="90" rx="24" fill="${c.sand}"/>
    <rect x="600" y="800" width="14" height="40" fill="${c.navy}"/><rect x="1186" y="800" width="14" height="40" fill="${c.navy}"/>
    <ellipse cx="900" cy="900" rx="420" ry="60" fill="${c.sandLight}" opacity="0.7"/>
    <rect x="760" y="830" width="280" height="20" rx="10" fill="${c.accent}"/><rect x="790" y="850" width="14" height="50" fill="${c.accent}"/><rect x="996" y="850" width="14" height="50" fill="${c.accent}"/>
    <line x1="1380" y1="420" x2="1380" y2="840" stroke="${c.navy}" stroke-width="8"/><path d="M1320 420 h120 l-30 -90 h-60 z" fill="${c.sand}"/>
    <ellipse cx="1380" cy="845" rx="60" ry="12" fill="${c.navy}"/>`,
  'apartment-bedroom': () => `
    ${roomShell({ windowX: 1150, curtains: true })}
    <rect x="400" y="380" width="760" height="240" rx="30" fill="${c.navyLight}"/>
    <rect x="380" y="600" width="800" height="150" rx="20" fill="${c.white}"/>
    <rect x="380" y="660" width="800" height="120" rx="20" fill="${c.sage}"/>
    <rect x="380" y="700" width="800" height="18" fill="${c.sageDark}"/>
    <rect x="440" y="520" width="300" height="110" rx="40" fill="${c.paper}"/><rect x="820" y="520" width="300" height="110" rx="40" fill="${c.paper}"/>
    <rect x="400" y="780" width="20" height="50" fill="${c.accent}"/><rect x="1140" y="780" width="20" height="50" fill="${c.accent}"/>
    <rect x="190" y="600" width="160" height="170" rx="10" fill="${c.sand}"/><rect x="200" y="660" width="140" height="8" fill="${c.accent}"/>
    <path d="M230 600 l20 -80 h60 l20 80 z" fill="${c.sandLight}"/><rect x="265" y="520" width="30" height="10" fill="${c.accent}"/>
    ${frame(620, 200, 320, 140, c.sand)}`,
  'apartment-kitchen': () => `
    ${roomShell({ windowX: 640 })}
    <rect x="120" y="180" width="440" height="200" rx="8" fill="${c.white}"/>
    <path d="M340 190 v180" stroke="${c.grey}" stroke-width="4"/><rect x="310" y="270" width="10" height="40" rx="4" fill="${c.greyDark}"/><rect x="360" y="270" width="10" height="40" rx="4" fill="${c.greyDark}"/>
    <rect x="100" y="560" width="1000" height="30" rx="6" fill="${c.sandLight}"/>
    <rect x="120" y="590" width="960" height="220" fill="${c.white}"/>
    <path d="M360 590 v220 M600 590 v220 M840 590 v220" stroke="${c.grey}" stroke-width="4"/>
    <rect x="330" y="690" width="10" height="40" rx="4" fill="${c.greyDark}"/><rect x="620" y="690" width="10" height="40" rx="4" fill="${c.greyDark}"/><rect x="860" y="690" width="10" height="40" rx="4" fill="${c.greyDark}"/>
    <path d="M700 560 v-70 q0 -30 30 -30 h20" stroke="${c.greyDark}" stroke-width="8" fill="none"/>
    <path d="M220 560 q0 -70 60 -70 q60 0 60 70 z" fill="${c.navy}"/><path d="M340 520 q30 0 30 -30" stroke="${c.navy}" stroke-width="8" fill="none"/>
    <rect x="900" y="500" width="120" height="60" rx="8" fill="${c.sage}"/>
    <ellipse cx="1340" cy="660" rx="150" ry="24" fill="${c.accent}"/><rect x="1330" y="680" width="20" height="160" fill="${c.accent}"/>
    <rect x="1150" y="620" width="90" height="20" rx="6" fill="${c.navyLight}"/><rect x="1150" y="540" width="18" height="300" fill="${c.navyLight}"/><rect x="1222" y="640" width="18" height="200" fill="${c.navyLight}"/>
    <rect x="1440" y="620" width="90" height="20" rx="6" fill="${c.navyLight}"/><rect x="1512" y="540" width="18" height="300" fill="${c.navyLight}"/><rect x="1440" y="640" width="18" height="200" fill="${c.navyLight}"/>
    <circle cx="1300" cy="620" r="22" fill="${c.white}"/><circle cx="1390" cy="622" r="18" fill="${c.sandLight}"/>`,
  meal: () => `
    <defs><linearGradient id="tb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.sandLight}"/><stop offset="1" stop-color="${c.sand}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#tb)"/>
    <rect x="330" y="170" width="940" height="660" rx="40" fill="${c.navyLight}"/>
    <rect x="350" y="190" width="900" height="620" rx="30" fill="${c.navy}"/>
    <circle cx="760" cy="500" r="230" fill="${c.white}"/><circle cx="760" cy="500" r="180" fill="${c.paper}"/>
    <ellipse cx="700" cy="470" rx="90" ry="60" fill="${c.sage}"/><ellipse cx="820" cy="450" rx="70" ry="46" fill="${c.accent}"/>
    <ellipse cx="800" cy="570" rx="90" ry="40" fill="${c.sandLight}"/><circle cx="680" cy="580" r="24" fill="${c.sageDark}"/><circle cx="725" cy="600" r="18" fill="${c.sageDark}"/>
    <circle cx="1110" cy="330" r="80" fill="${c.white}"/><circle cx="1110" cy="330" r="56" fill="${c.accent}" opacity="0.8"/>
    <circle cx="1120" cy="640" r="72" fill="${c.glass}"/><circle cx="1120" cy="640" r="52" fill="${c.white}" opacity="0.6"/>
    <rect x="430" y="300" width="26" height="400" rx="12" fill="${c.grey}"/><rect x="470" y="300" width="22" height="400" rx="10" fill="${c.grey}"/>
    <path d="M1200 190 l50 0 0 120 z" fill="${c.white}" opacity="0.08"/>`,
  'room-tv': () => `
    ${roomShell({ windowX: 160, curtains: true })}
    <rect x="760" y="200" width="560" height="330" rx="14" fill="${c.navy}"/>
    <rect x="780" y="218" width="520" height="294" rx="6" fill="${c.navyLight}"/>
    <path d="M780 512 L1050 300 L1300 512 z" fill="${c.sageDark}" opacity="0.7"/><circle cx="1180" cy="300" r="40" fill="${c.sandLight}" opacity="0.8"/>
    <g transform="translate(1420 300)" fill="none" stroke="${c.navy}" stroke-width="12" stroke-linecap="round">
      <path d="M-60 0 a85 85 0 0 1 120 0"/><path d="M-36 28 a52 52 0 0 1 72 0"/><circle cx="0" cy="56" r="8" fill="${c.navy}" stroke="none"/>
    </g>
    <rect x="600" y="620" width="760" height="140" rx="24" fill="${c.white}"/>
    <rect x="600" y="680" width="760" height="110" rx="24" fill="${c.sand}"/>
    <rect x="620" y="580" width="230" height="90" rx="34" fill="${c.paper}"/>
    <rect x="430" y="640" width="130" height="160" rx="10" fill="${c.sand}"/><rect x="470" y="600" width="50" height="40" rx="8" fill="${c.white}"/>`,
  nurses: () => {
    const nurse = (x: number, tone: string, long: boolean) => `
      <g transform="translate(${x} 0)">
        <path d="M-130 1000 q0 -330 130 -350 q130 20 130 350 z" fill="${tone}"/>
        <path d="M-40 660 l40 70 40 -70" fill="${c.white}" opacity="0.85"/>
        <rect x="-28" y="560" width="56" height="110" rx="24" fill="${c.skinShade}"/>
        ${long ? `<path d="M-100 470 q0 -170 100 -170 q100 0 100 170 v150 q-20 30 -40 0 v-150 h-120 v150 q-20 30 -40 0 z" fill="${c.hair}"/>` : ''}
        <ellipse cx="0" cy="470" rx="88" ry="104" fill="${c.skin}"/>
        <path d="M-90 450 q10 -130 90 -130 q80 0 90 130 q-50 -70 -180 0 z" fill="${c.hair}"/>
        <rect x="50" y="760" width="40" height="52" rx="6" fill="${c.white}"/>
      </g>`
    return `
      <defs><linearGradient id="cw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f1"/><stop offset="1" stop-color="#dfe8e4"/></linearGradient></defs>
      <rect width="1600" height="1000" fill="url(#cw)"/>
      <rect x="120" y="160" width="260" height="560" rx="6" fill="${c.white}" opacity="0.8"/><rect x="1220" y="160" width="260" height="560" rx="6" fill="${c.white}" opacity="0.8"/>
      <rect y="840" width="1600" height="160" fill="#cfdcd7"/>
      ${nurse(620, c.teal, true)}${nurse(980, c.sageDark, false)}`
  },
  taxi: () => `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9f0"/><stop offset="1" stop-color="${c.wall}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <rect x="80" y="180" width="360" height="560" fill="${c.sandLight}"/><rect x="460" y="240" width="300" height="500" fill="${c.sand}"/>
    <rect x="780" y="150" width="380" height="590" fill="${c.sandLight}"/><rect x="1180" y="220" width="340" height="520" fill="${c.sand}"/>
    ${[120, 230, 330, 500, 610, 820, 930, 1040, 1220, 1330, 1430]
      .map(
        (x) =>
          `<rect x="${x}" y="300" width="70" height="90" rx="4" fill="${c.white}"/><rect x="${x}" y="440" width="70" height="90" rx="4" fill="${c.white}"/>`,
      )
      .join('')}
    <rect y="740" width="1600" height="60" fill="${c.grey}"/><rect y="800" width="1600" height="200" fill="${c.greyDark}"/>
    <path d="M0 900 h1600" stroke="${c.white}" stroke-width="8" stroke-dasharray="80 60"/>
    <g transform="translate(260 560)">
      <path d="M40 260 v-90 q0 -40 40 -50 l140 -20 q30 -70 110 -90 h260 q80 10 130 100 l120 20 q60 10 60 70 v60 z" fill="${c.yellow}"/>
      <path d="M240 95 q30 -55 90 -70 h110 v80 z" fill="${c.glass}"/><path d="M460 25 h130 q60 10 90 80 h-220 z" fill="${c.glass}"/>
      <rect x="390" y="-20" width="110" height="34" rx="8" fill="${c.navy}"/>
      <rect x="40" y="180" width="800" height="20" fill="${c.accent}" opacity="0.5"/>
      <circle cx="210" cy="260" r="70" fill="${c.navy}"/><circle cx="210" cy="260" r="30" fill="${c.grey}"/>
      <circle cx="680" cy="260" r="70" fill="${c.navy}"/><circle cx="680" cy="260" r="30" fill="${c.grey}"/>
      <rect x="800" y="140" width="40" height="24" rx="6" fill="${c.white}"/>
    </g>`,
  implants: () => `
    <rect width="1600" height="1000" fill="${c.tealLight}"/>
    <rect x="260" y="220" width="1080" height="600" rx="40" fill="#c3d6d6"/>
    <rect x="290" y="250" width="1020" height="540" rx="30" fill="${c.white}" opacity="0.7"/>
    <defs><radialGradient id="gel" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${c.white}"/><stop offset="1" stop-color="#d8e6ea"/></radialGradient></defs>
    <ellipse cx="600" cy="500" rx="190" ry="150" fill="url(#gel)" stroke="#b9cfd6" stroke-width="6"/>
    <path d="M900 620 q-20 -250 170 -300 q190 50 170 300 q-170 60 -340 0 z" fill="url(#gel)" stroke="#b9cfd6" stroke-width="6"/>
    <rect x="380" y="690" width="260" height="70" rx="10" fill="${c.paper}" stroke="${c.grey}" stroke-width="4"/>
    <path d="M400 725 h120" stroke="${c.teal}" stroke-width="8" stroke-linecap="round"/>
    <rect x="680" y="690" width="200" height="70" rx="10" fill="${c.paper}" stroke="${c.grey}" stroke-width="4"/>
    <path d="M700 725 h80" stroke="${c.sageDark}" stroke-width="8" stroke-linecap="round"/>`,
  package: () => `
    <defs><linearGradient id="pk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.paper}"/><stop offset="1" stop-color="${c.sandLight}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#pk)"/>
    <rect x="260" y="340" width="560" height="440" rx="40" fill="${c.navy}"/>
    <rect x="450" y="270" width="180" height="90" rx="24" fill="none" stroke="${c.navy}" stroke-width="26"/>
    <rect x="260" y="480" width="560" height="28" fill="${c.navyLight}"/><rect x="360" y="340" width="30" height="440" fill="${c.accent}"/><rect x="690" y="340" width="30" height="440" fill="${c.accent}"/>
    <rect x="900" y="240" width="440" height="560" rx="24" fill="${c.white}"/>
    ${[340, 450, 560, 670]
      .map(
        (y) =>
          `<rect x="950" y="${y - 28}" width="56" height="56" rx="12" fill="${c.sageLight}"/><path d="M962 ${y} l16 16 28 -34" stroke="${c.sageDark}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="1030" y="${y - 10}" width="${250 - ((y / 10) % 3) * 40}" height="20" rx="10" fill="${c.grey}"/>`,
      )
      .join('')}`,
  insurance: () => `
    <defs><linearGradient id="ins" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e7eef4"/><stop offset="1" stop-color="${c.wall}"/></linearGradient>
      <linearGradient id="sh" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.navyLight}"/><stop offset="1" stop-color="${c.navy}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#ins)"/>
    <circle cx="800" cy="500" r="360" fill="${c.white}" opacity="0.6"/>
    <path d="M800 190 l250 90 v200 q0 220 -250 330 q-250 -110 -250 -330 v-200 z" fill="url(#sh)"/>
    <path d="M800 240 l200 72 v168 q0 180 -200 270 z" fill="${c.white}" opacity="0.08"/>
    <path d="M700 500 l70 70 140 -150" stroke="${c.sandLight}" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  building: () => `
    <defs><linearGradient id="bs" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9e6ef"/><stop offset="1" stop-color="#f1ede6"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#bs)"/>
    <rect x="360" y="140" width="880" height="720" fill="${c.sandLight}"/>
    <rect x="360" y="120" width="880" height="40" fill="${c.sand}"/>
    ${[200, 360, 520]
      .flatMap((y) =>
        [430, 590, 750, 910, 1070].map(
          (x) =>
            `<rect x="${x}" y="${y}" width="100" height="120" rx="4" fill="${c.glass}"/><rect x="${x}" y="${y + 120}" width="100" height="10" fill="${c.white}"/>`,
        ),
      )
      .join('')}
    <rect x="680" y="680" width="240" height="180" fill="${c.navy}"/><rect x="700" y="700" width="95" height="160" fill="${c.glass}"/><rect x="805" y="700" width="95" height="160" fill="${c.glass}"/>
    <rect x="640" y="650" width="320" height="30" rx="4" fill="${c.accent}"/>
    <rect y="860" width="1600" height="140" fill="${c.grey}"/>
    <circle cx="220" cy="640" r="120" fill="${c.sageDark}"/><rect x="208" y="700" width="24" height="170" fill="${c.accent}"/>
    <circle cx="1380" cy="620" r="130" fill="${c.sage}"/><rect x="1368" y="690" width="24" height="180" fill="${c.accent}"/>`,
  prague: () => `
    <defs><linearGradient id="ps" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4e1c8"/><stop offset="1" stop-color="#e9eef2"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#ps)"/>
    <circle cx="1220" cy="230" r="90" fill="${c.white}" opacity="0.7"/>
    <path d="M0 560 h200 v-60 h80 v-40 h120 v60 h60 v-110 l30 -60 30 60 v110 h90 v-70 h260 v-60 l20 -40 v-60 l14 -70 14 70 v60 l20 40 v60 h30 v-180 l24 -120 24 120 v180 h40 v-50 l30 -80 30 80 v50 h120 v40 h180 v-30 h90 v60 h130 v80 z" fill="${c.navyLight}" opacity="0.85"/>
    <rect y="560" width="1600" height="440" fill="#b9cbd6"/>
    <rect y="630" width="1600" height="150" fill="${c.sand}"/>
    <rect y="622" width="1600" height="14" fill="${c.sandLight}"/>
    ${[0, 230, 460, 690, 920, 1150, 1380].map((x) => `<path d="M${x + 30} 780 v-50 a85 70 0 0 1 170 0 v50 z" fill="#b9cbd6"/>`).join('')}
    <path d="M0 780 h1600 v220 h-1600 z" fill="#a9bfcc"/>
    <path d="M0 900 h1600 v100 h-1600 z" fill="${c.grey}"/>
    <path d="M0 900 h1600" stroke="${c.white}" stroke-width="6" opacity="0.6"/>
    <g transform="translate(300 610) scale(0.95)">
      <rect x="0" y="0" width="240" height="300" rx="30" fill="${c.accent}"/><rect x="70" y="-60" width="100" height="70" rx="20" fill="none" stroke="${c.accent}" stroke-width="20"/>
      <rect x="0" y="110" width="240" height="20" fill="${c.navy}" opacity="0.4"/><circle cx="40" cy="310" r="16" fill="${c.navy}"/><circle cx="200" cy="310" r="16" fill="${c.navy}"/>
    </g>`,
}

export type SceneKey = keyof typeof sceneDrawings

/** A room or object scene (reception, ward, apartment, operating theatre, a meal…), cropped to the size. */
export async function sceneImage(scene: SceneKey, width = 1600, height = 1000): Promise<Buffer> {
  return toJpeg(stage(width, height, sceneDrawings[scene]()), 78)
}

// ───────────── Portraits: a faceless head-and-shoulders figure in the person's work clothes ─────────────

export type PortraitRole = 'doctor' | 'nurse' | 'reception'

export async function portraitImage(seed: number, role: PortraitRole, longHair: boolean, width = 800, height = 1000): Promise<Buffer> {
  const backdrops = [
    ['#eef1f4', '#d8dee6'],
    ['#f4efe7', '#e4d9c8'],
    ['#eef3f0', '#d6e3dc'],
  ]
  const [top, bottom] = backdrops[seed % backdrops.length]
  const hairTones = [c.hair, '#3e3029', '#8a6a4a', '#6d5b4c']
  const hair = hairTones[seed % hairTones.length]
  const clothes = role === 'doctor' ? c.white : role === 'nurse' ? c.teal : c.navy
  const under = role === 'doctor' ? c.navyLight : role === 'nurse' ? c.tealLight : c.white
  const body = `
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="800" height="1000" fill="url(#bg)"/>
    <circle cx="400" cy="420" r="330" fill="${c.white}" opacity="0.35"/>
    ${longHair ? `<path d="M255 420 q-10 -230 145 -240 q155 10 145 240 v230 q-40 40 -80 0 v-200 h-130 v200 q-40 40 -80 0 z" fill="${hair}"/>` : ''}
    <path d="M90 1000 q10 -300 310 -330 q300 30 310 330 z" fill="${clothes}"/>
    ${role === 'doctor' ? `<path d="M90 1000 q10 -300 310 -330 q300 30 310 330 z" fill="none" stroke="${c.grey}" stroke-width="4"/>` : ''}
    <path d="M335 672 l65 120 65 -120 z" fill="${under}"/>
    ${role === 'doctor' ? `<path d="M335 672 l65 120 -40 210 M465 672 l-65 120 40 210" stroke="${c.grey}" stroke-width="6" fill="none"/>` : ''}
    ${role === 'doctor' ? `<path d="M520 800 q0 60 -40 80" stroke="${c.greyDark}" stroke-width="8" fill="none"/><circle cx="478" cy="884" r="16" fill="${c.greyDark}"/>` : ''}
    <rect x="355" y="540" width="90" height="150" rx="40" fill="${c.skinShade}"/>
    <ellipse cx="400" cy="430" rx="125" ry="150" fill="${c.skin}"/>
    <path d="M275 420 q0 -190 125 -190 q125 0 125 190 q-40 -110 -125 -110 q-85 0 -125 110 z" fill="${hair}"/>
    ${role === 'reception' ? `<rect x="500" y="800" width="70" height="24" rx="6" fill="${c.sand}"/>` : ''}`
  return toJpeg(svg(width, height, '0 0 800 1000', body))
}

// ───────────── Eyes: the upper face for eyelid surgery (both eyes, brows, nose bridge) ─────────────

export type EyeView = 'hooded' | 'crease' | 'marked' | 'closed-scar' | 'cooling' | 'assessment' | 'close-up'

function eye(cx: number, cy: number, mirror: boolean, view: EyeView) {
  // s points from the inner corner (by the nose) to the outer one.
  const s = mirror ? 1 : -1
  const closed = view === 'marked' || view === 'closed-scar' || view === 'cooling'
  const w = 230
  const inner = cx - (s * w) / 2
  const outer = cx + (s * w) / 2
  const brow = `<path d="M${cx - s * 140} ${cy - 120} q${s * 120} -70 ${s * 270} -10 q${-s * 120} -45 ${-s * 270} 30 z" fill="${c.hair}" opacity="0.9"/>`
  if (closed) {
    const lid = `M${inner} ${cy} q${s * w * 0.5} 38 ${s * w} -4`
    const lashes = Array.from({ length: 9 }, (_, i) => {
      const t = (i + 1) / 10
      const x = inner + s * w * t
      const y = cy + 38 * 2 * t * (1 - t) - 4 * t
      return `<path d="M${x} ${y} l${s * 6} 18" stroke="${c.lash}" stroke-width="4" stroke-linecap="round"/>`
    }).join('')
    const crease = `M${inner + s * 20} ${cy - 34} q${s * w * 0.45} 34 ${s * (w - 20)} -8`
    return `${brow}
      <path d="${lid}" stroke="${c.lash}" stroke-width="7" fill="none" stroke-linecap="round"/>${lashes}
      ${view === 'marked' ? `<path d="${crease}" stroke="${c.marker}" stroke-width="5" fill="none" stroke-dasharray="14 10" stroke-linecap="round"/>` : ''}
      ${view === 'closed-scar' ? `<path d="${crease}" stroke="${c.skinLine}" stroke-width="3" fill="none" opacity="0.55"/>` : ''}
      ${view === 'cooling' ? `<ellipse cx="${cx}" cy="${cy - 6}" rx="160" ry="86" fill="${c.glass}" opacity="0.92"/><ellipse cx="${cx - s * 30}" cy="${cy - 30}" rx="70" ry="26" fill="${c.white}" opacity="0.6"/>` : ''}`
  }
  const opening = `M${inner} ${cy} q${s * w * 0.42} -78 ${s * w} -6 q${-s * w * 0.5} 62 ${-s * w} 6 z`
  const hooded = view === 'hooded'
  // The fold of the upper lid: a clear crease above the lashes, or (before surgery) skin hanging over them.
  const fold = hooded
    ? `<path d="M${inner + s * 40} ${cy - 38} Q${inner + s * w * 0.5} ${cy - 104} ${outer + s * 30} ${cy + 16} Q${inner + s * w * 0.72} ${cy - 40} ${inner + s * 40} ${cy - 38} Z" fill="${c.skinShade}"/>
       <path d="M${inner + s * 40} ${cy - 38} Q${inner + s * w * 0.5} ${cy - 104} ${outer + s * 30} ${cy + 16}" stroke="${c.skinLine}" stroke-width="4" fill="none"/>`
    : `<path d="M${inner + s * 12} ${cy - 40} q${s * w * 0.46} -84 ${s * (w - 4)} -18" stroke="${c.skinLine}" stroke-width="4" fill="none"/>`
  return `${brow}
    <path d="${opening}" fill="${c.white}"/>
    <clipPath id="o${cx}"><path d="${opening}"/></clipPath>
    <g clip-path="url(#o${cx})"><circle cx="${cx + s * 6}" cy="${cy - 18}" r="46" fill="${c.iris}"/><circle cx="${cx + s * 6}" cy="${cy - 18}" r="20" fill="${c.lash}"/><circle cx="${cx + s * 18}" cy="${cy - 32}" r="8" fill="${c.white}"/></g>
    <path d="M${inner} ${cy} q${s * w * 0.42} -78 ${s * w} -6" stroke="${c.lash}" stroke-width="7" fill="none" stroke-linecap="round"/>
    ${fold}`
}

function eyesDrawing(view: EyeView) {
  const assessment =
    view === 'assessment'
      ? `<ellipse cx="310" cy="300" rx="190" ry="120" fill="none" stroke="${c.white}" stroke-width="6" stroke-dasharray="18 12"/><ellipse cx="790" cy="300" rx="190" ry="120" fill="none" stroke="${c.white}" stroke-width="6" stroke-dasharray="18 12"/>`
      : ''
  const shownAs: EyeView = view === 'assessment' ? 'hooded' : view === 'close-up' ? 'crease' : view
  return `
    ${eye(310, 360, false, shownAs)}${eye(790, 360, true, shownAs)}
    <path d="M520 330 q-20 160 -30 300 M580 330 q20 160 30 300" stroke="${c.skinShade}" stroke-width="10" fill="none" opacity="0.5" stroke-linecap="round"/>
    <path d="M470 700 q-40 -10 -30 -50 q14 -30 50 -20 M630 700 q40 -10 30 -50 q-14 -30 -50 -20" stroke="${c.skinShade}" stroke-width="10" fill="none" opacity="0.6" stroke-linecap="round"/>
    <ellipse cx="505" cy="712" rx="26" ry="12" fill="${c.skinLine}" opacity="0.45"/><ellipse cx="595" cy="712" rx="26" ry="12" fill="${c.skinLine}" opacity="0.45"/>
    ${assessment}`
}

/** The eye area (both eyes, brows, the bridge of the nose) filling the picture at any size. */
export async function eyesImage(view: EyeView, width = 900, height = 1100): Promise<Buffer> {
  // The drawing is 1100 × 700 units; a close-up shows one eye larger.
  const viewBox = view === 'close-up' ? '140 190 340 260' : '140 60 820 700'
  const body = `
    <defs><radialGradient id="skin" cx="0.5" cy="0.45" r="0.8"><stop offset="0" stop-color="${c.skinLight}"/><stop offset="1" stop-color="${c.skinShade}"/></radialGradient></defs>
    <rect x="-2000" y="-2000" width="5000" height="5000" fill="url(#skin)"/>
    <path d="M-2000 -120 Q550 -300 3000 -120 V-2000 H-2000 Z" fill="${c.hair}"/>
    ${eyesDrawing(view)}`
  return toJpeg(svg(width, height, viewBox, body).replace('xMidYMid slice', 'xMidYMid meet'))
}

// ───────────── Body: a torso in neutral underwear for breast and body procedures ─────────────

export type BodyView =
  | 'breast-before'
  | 'breast-after'
  | 'breast-marked'
  | 'breast-support-bra'
  | 'breast-measuring'
  | 'abdomen-before'
  | 'abdomen-after'
  | 'abdomen-marked'
  | 'abdomen-binder'
  | 'abdomen-diastasis'
  | 'hips-before'
  | 'hips-after'
  | 'hips-marked'
  | 'hips-garment'
  | 'waist-marked'

const dashed = (d: string) =>
  `<path d="${d}" stroke="${c.marker}" stroke-width="5" fill="none" stroke-dasharray="16 11" stroke-linecap="round"/>`

/** The torso from the neck to the upper thighs with the arms at its sides, 900 × 1100 units. */
function torso({ waist = 0, belly = 0 }: { waist?: number; belly?: number }) {
  const arm = (x: (n: number) => number) =>
    `<path d="M${x(215)} 230 C${x(160)} 250, ${x(140)} 330, ${x(145)} 430 C${x(150)} 570, ${x(152)} 700, ${x(165)} 860 Q${x(170)} 905, ${x(196)} 905 Q${x(222)} 900, ${x(224)} 860 C${x(228)} 700, ${x(240)} 560, ${x(262)} 400 Z" fill="${c.skinShade}"/>`
  return `
    ${arm((n) => n)}${arm((n) => 900 - n)}
    <path d="M395 0 L395 130 C395 170, 300 185, 230 205 C180 222, 165 262, 172 320 L258 372
             C262 500, ${300 - waist} 600, ${300 - waist} 690 C${300 - waist - belly} 790, 242 850, 238 940 L238 1100
             L662 1100 L662 940 C658 850, ${600 + waist + belly} 790, ${600 + waist} 690 C${600 + waist} 600, 638 500, 642 372
             L728 320 C735 262, 720 222, 670 205 C600 185, 505 170, 505 130 L505 0 Z" fill="${c.skin}"/>
    <path d="M395 120 q55 30 110 0" stroke="${c.skinLine}" stroke-width="4" fill="none" opacity="0.3"/>
    <path d="M300 250 q150 30 300 0" stroke="${c.skinLine}" stroke-width="4" fill="none" opacity="0.3"/>`
}

/** A soft bra; `size` grows the cups (breast augmentation before and after). */
function bra(size: number, tone = c.fabric) {
  const cup = (x: (n: number) => number) => `
    <path d="M${x(268)} 470 Q${x(270)} ${385 - size}, ${x(362)} ${372 - size * 0.7} Q${x(440)} ${385 - size * 0.4}, ${x(446)} ${470 + size * 0.3} Q${x(360)} ${512 + size * 0.6}, ${x(268)} 470 Z" fill="${tone}"/>
    <path d="M${x(300)} ${395 - size * 0.8} L${x(284)} 222" stroke="${tone}" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="${x(352)}" cy="${438 - size * 0.2}" rx="${50 + size * 0.5}" ry="${30 + size * 0.3}" fill="${c.white}" opacity="0.2"/>`
  return `${cup((n) => n)}${cup((n) => 900 - n)}
    <path d="M262 468 Q450 ${500 + size * 0.5} 638 468 L640 492 Q450 ${524 + size * 0.5} 260 492 Z" fill="${tone}"/>
    <path d="M268 470 Q360 ${512 + size * 0.6}, 446 ${470 + size * 0.3} M632 470 Q540 ${512 + size * 0.6}, 454 ${470 + size * 0.3}" stroke="${c.garmentDark}" stroke-width="3" fill="none" opacity="0.5"/>`
}

const briefs = `<path d="M236 960 Q450 915 664 960 L668 1100 L232 1100 Z" fill="${c.fabric}"/><path d="M236 960 Q450 915 664 960" stroke="${c.garmentDark}" stroke-width="5" fill="none"/>`
const navel = `<ellipse cx="450" cy="770" rx="9" ry="14" fill="${c.skinLine}" opacity="0.7"/>`

function bodyDrawing(view: BodyView) {
  if (view.startsWith('breast-')) {
    let body = torso({})
    if (view === 'breast-support-bra') {
      body += `<path d="M252 300 Q450 262 648 300 L652 520 Q450 560 248 520 Z" fill="${c.garment}"/>
        <path d="M450 290 V548" stroke="${c.garmentDark}" stroke-width="5"/>${[340, 385, 430, 475, 520].map((y) => `<circle cx="450" cy="${y}" r="6" fill="${c.paper}"/>`).join('')}
        <path d="M300 300 L282 222 M600 300 L618 222" stroke="${c.garment}" stroke-width="34" stroke-linecap="round"/>`
    } else {
      body += bra(view === 'breast-before' ? 0 : 42)
    }
    if (view === 'breast-marked')
      body += dashed('M262 505 Q355 555 446 505') + dashed('M454 505 Q545 555 638 505') + dashed('M450 250 V590')
    if (view === 'breast-measuring')
      body += `<path d="M236 560 Q450 630 664 560" stroke="${c.yellow}" stroke-width="22" fill="none"/>${Array.from(
        { length: 14 },
        (_, i) => {
          const t = i / 13
          const x = 250 + t * 400
          const y = 562 + 2 * t * (1 - t) * 70
          return `<path d="M${x.toFixed(0)} ${(y + 10).toFixed(0)} v-18" stroke="${c.navy}" stroke-width="3"/>`
        },
      ).join('')}`
    return body + navel + briefs
  }
  if (view === 'waist-marked') {
    return (
      torso({}) +
      bra(8) +
      navel +
      briefs +
      dashed('M318 650 Q300 730 318 820') +
      dashed('M582 650 Q600 730 582 820') +
      dashed('M340 860 Q450 900 560 860')
    )
  }
  // The abdomen: before a tummy tuck the lower belly is fuller, with a fold above the briefs.
  const before = view !== 'abdomen-after'
  let body = torso({ waist: before ? 14 : 0, belly: before ? 26 : 0 }) + bra(8)
  body += before
    ? `<ellipse cx="450" cy="830" rx="200" ry="90" fill="${c.skinShade}" opacity="0.35"/><path d="M270 905 Q450 950 630 905" stroke="${c.skinLine}" stroke-width="4" fill="none" opacity="0.6"/>`
    : `<ellipse cx="450" cy="810" rx="150" ry="55" fill="${c.skinShade}" opacity="0.15"/>`
  body += navel + briefs
  if (view === 'abdomen-marked') body += dashed('M250 950 Q450 1000 650 950') + dashed('M330 770 Q450 730 570 770')
  if (view === 'abdomen-binder')
    body += `<path d="M262 640 Q450 672 638 640 L660 945 Q450 985 240 945 Z" fill="${c.garment}"/>${[720, 800, 880]
      .map((y) => `<path d="M258 ${y} Q450 ${y + 28} 642 ${y}" stroke="${c.garmentDark}" stroke-width="4" fill="none"/>`)
      .join('')}`
  if (view === 'abdomen-diastasis') body += dashed('M425 560 V900') + dashed('M475 560 V900')
  return body
}

/** Hips and thighs from the waist down to above the knees (liposuction), 900 × 1100 units. */
function hipsDrawing(view: BodyView) {
  const b = view === 'hips-after' ? 0 : 34
  let body = `
    <path d="M330 0 C300 120 240 220 230 330 C${200 - b} 460 ${205 - b} 580 235 700 C260 830 300 960 320 1100 L440 1100 C445 950 448 800 450 690
             C452 800 455 950 460 1100 L580 1100 C600 960 640 830 665 700 C${695 + b} 580 ${700 + b} 460 670 330 C660 220 600 120 570 0 Z" fill="${c.skin}"/>
    <path d="M450 690 V1100" stroke="${c.skinShade}" stroke-width="8" opacity="0.6"/>
    <ellipse cx="450" cy="150" rx="9" ry="14" fill="${c.skinLine}" opacity="0.7"/>`
  if (view === 'hips-garment')
    body += `<path d="M250 230 Q450 195 650 230 C${680 + b} 380 ${692 + b} 560 660 700 C648 780 632 850 624 900 L462 900 L452 700 L448 700 L438 900 L276 900 C268 850 252 780 240 700 C${208 - b} 560 ${220 - b} 380 250 230 Z" fill="${c.garment}"/>
      <path d="M250 230 Q450 195 650 230" stroke="${c.garmentDark}" stroke-width="6" fill="none"/><path d="M276 900 H438 M462 900 H624" stroke="${c.garmentDark}" stroke-width="6"/>`
  else
    body += `<path d="M236 300 Q450 255 664 300 L652 390 Q560 450 474 650 L426 650 Q340 450 248 390 Z" fill="${c.fabric}"/><path d="M236 300 Q450 255 664 300" stroke="${c.garmentDark}" stroke-width="5" fill="none"/>`
  if (view === 'hips-marked')
    body +=
      dashed(`M${222 - b * 0.5} 480 Q${190 - b} 560 ${215 - b * 0.5} 660 Q260 680 270 600 Q268 520 ${222 - b * 0.5} 480 Z`) +
      dashed(`M${678 + b * 0.5} 480 Q${710 + b} 560 ${685 + b * 0.5} 660 Q640 680 630 600 Q632 520 ${678 + b * 0.5} 480 Z`) +
      dashed('M262 180 Q236 240 240 300') +
      dashed('M638 180 Q664 240 660 300')
  return body
}

/** A body scene for breast, abdomen and liposuction pictures, on a plain studio backdrop. */
export async function bodyImage(view: BodyView, width = 900, height = 1100): Promise<Buffer> {
  const drawing = view.startsWith('hips-') ? hipsDrawing(view) : bodyDrawing(view)
  const body = `
    <defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef0f1"/><stop offset="1" stop-color="#dcdcd8"/></linearGradient></defs>
    <rect x="-2000" y="-2000" width="5000" height="5000" fill="url(#studio)"/>
    <ellipse cx="450" cy="560" rx="420" ry="520" fill="${c.white}" opacity="0.35"/>
    ${drawing}`
  return toJpeg(svg(width, height, '0 0 900 1100', body).replace('xMidYMid slice', 'xMidYMid meet'))
}

// ───────────── Skin: a close-up for dermatology and laser treatments ─────────────

export async function skinImage(variant: 'laser-winter' | 'texture', width = 1600, height = 900): Promise<Buffer> {
  let seed = 7
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  const pores = Array.from({ length: 160 }, () => {
    const x = random() * 1600
    const y = random() * 1000
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(2 + random() * 3).toFixed(1)}" ry="${(1.5 + random() * 2).toFixed(1)}" fill="${c.skinShade}" opacity="0.5"/>`
  }).join('')
  const hairs = Array.from({ length: 70 }, () => {
    const x = random() * 1600
    const y = random() * 1000
    const a = 20 + random() * 30
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q${(a / 3).toFixed(0)} -${(a / 2).toFixed(0)} ${a.toFixed(0)} -${(a * 0.9).toFixed(0)}" stroke="${c.hair}" stroke-width="2" fill="none" opacity="0.5"/>`
  }).join('')
  const laser =
    variant === 'laser-winter'
      ? `<g transform="translate(980 120) rotate(24)">
          <rect x="0" y="0" width="170" height="420" rx="60" fill="${c.white}"/><rect x="20" y="380" width="130" height="90" rx="18" fill="${c.navy}"/>
          <rect x="40" y="60" width="90" height="30" rx="12" fill="${c.sage}"/><path d="M85 -200 q0 100 0 200" stroke="${c.greyDark}" stroke-width="14" fill="none"/>
        </g>
        <ellipse cx="900" cy="690" rx="120" ry="40" fill="${c.white}" opacity="0.45"/>
        ${[
          [260, 200],
          [460, 120],
          [340, 420],
          [1380, 240],
          [1460, 620],
          [620, 300],
        ]
          .map(
            ([x, y]) =>
              `<g transform="translate(${x} ${y})" stroke="${c.white}" stroke-width="8" stroke-linecap="round">${[0, 60, 120].map((r) => `<path d="M0 -40 v80" transform="rotate(${r})"/>`).join('')}</g>`,
          )
          .join('')}`
      : ''
  const body = `
    <defs><radialGradient id="sk" cx="0.45" cy="0.4" r="0.9"><stop offset="0" stop-color="${c.skinLight}"/><stop offset="1" stop-color="${c.skin}"/></radialGradient></defs>
    <rect width="1600" height="1000" fill="url(#sk)"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M-50 ${120 + i * 110} q400 -60 850 0 t850 0" stroke="${c.skinShade}" stroke-width="2" fill="none" opacity="0.35"/>`).join('')}
    ${pores}${hairs}${laser}`
  return toJpeg(stage(width, height, body))
}
