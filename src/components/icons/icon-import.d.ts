// `lucide-static/icons/<name>.svg?icon`: the icon's inner SVG markup (scripts/lib/vite-lucide-icons.mjs).
declare module '*.svg?icon' {
  const innerMarkup: string;
  export default innerMarkup;
}
