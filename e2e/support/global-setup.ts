import { startMailServer } from './mail-server';

/** Starts the loopback SMTP server that receives every mail Hadal sends during the run. */
export default async function globalSetup() {
  const server = await startMailServer();
  return async () => {
    await server.close();
  };
}
