import { createRoot } from 'react-dom/client';
import '@wallet-kit/react/styles.css';
import './styles.css';
import { App } from './App.js';

createRoot(document.getElementById('root')!).render(<App />);
