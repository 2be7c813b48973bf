// The app page: register the elements and, in a production build, the offline service worker.
import './define.js';

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the app still works, only not offline.
    });
  });
}
