import { measureBundle } from '/work/wt/wallet/bench/bundle-size.ts';
const ext = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@wallet-kit/client'];
const [a, b] = await Promise.all([measureBundle(['@wallet-kit/react'], { external: ext }), measureBundle(['@wallet-kit/react', '@wallet-kit/react/wallet'], { external: ext })]);
console.log('main', a.eager.gzip, 'wallet area +', b.eager.gzip - a.eager.gzip);
