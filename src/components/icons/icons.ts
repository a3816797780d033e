// The icons the portal uses, from Lucide (lucide-static, ISC): SVG markup inlined at build time
// (scripts/lib/vite-lucide-icons.mjs), no icon font and no icon runtime (issue 34). One named
// export per icon, so a page carries only the icons it shows. Draw one with `Icon` (icon.tsx), in
// an island or, rendered on the server without JavaScript, in an .astro page.
export { default as menuIcon } from 'lucide-static/icons/menu.svg?icon';
// Status badges (src/domain/shared/status-badge.ts).
export { default as activeIcon } from 'lucide-static/icons/circle-check.svg?icon';
export { default as startingIcon } from 'lucide-static/icons/circle-play.svg?icon';
export { default as endingIcon } from 'lucide-static/icons/hourglass.svg?icon';
export { default as endedIcon } from 'lucide-static/icons/circle-slash.svg?icon';
export { default as suspendedIcon } from 'lucide-static/icons/circle-pause.svg?icon';
export { default as pendingIcon } from 'lucide-static/icons/clock.svg?icon';
export { default as openIcon } from 'lucide-static/icons/circle-dot.svg?icon';
export { default as dueSoonIcon } from 'lucide-static/icons/circle-alert.svg?icon';
export { default as overdueIcon } from 'lucide-static/icons/triangle-alert.svg?icon';
// Groups of actions (src/islands/shared/action-buttons.tsx, /tili).
export { default as deliveryIcon } from 'lucide-static/icons/truck.svg?icon';
export { default as addressIcon } from 'lucide-static/icons/map-pin.svg?icon';
export { default as readingIcon } from 'lucide-static/icons/users.svg?icon';
export { default as billingIcon } from 'lucide-static/icons/credit-card.svg?icon';
export { default as changesIcon } from 'lucide-static/icons/repeat.svg?icon';
export { default as cancelIcon } from 'lucide-static/icons/circle-x.svg?icon';
export { default as loginIcon } from 'lucide-static/icons/key-round.svg?icon';
export { default as detailsIcon } from 'lucide-static/icons/user.svg?icon';
// The month calendar's previous and next month (src/islands/shared/month-calendar.tsx).
export { default as previousIcon } from 'lucide-static/icons/chevron-left.svg?icon';
export { default as nextIcon } from 'lucide-static/icons/chevron-right.svg?icon';
// The delivery-trouble report's compensations (src/islands/delivery/report-form.tsx).
export { default as replacementIssueIcon } from 'lucide-static/icons/newspaper.svg?icon';
export { default as extensionIcon } from 'lucide-static/icons/calendar-plus.svg?icon';
export { default as noCompensationIcon } from 'lucide-static/icons/hand-heart.svg?icon';
