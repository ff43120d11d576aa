// Side-effect style import of DocSearch's CSS (no types shipped for it).
declare module '@docsearch/react/style';

// Prism's core on its own (the package's types describe it as the main module).
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
