// Side-effect style import of DocSearch's CSS (no types shipped for it).
declare module '@docsearch/react/style';
