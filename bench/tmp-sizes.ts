import { bundleSizes } from './web/bundle-sizes';
console.log(JSON.stringify(bundleSizes(process.argv[2]!)));
