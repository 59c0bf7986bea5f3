/** <meta name="robots" content="noindex">: in the server's HTML and in the browser while mounted. */
export { NoIndex } from '../../shared/head';
