/**
 * The configuration SMS a mobile line receives: the data access point of the host network, which the handset
 * does not always pick up by itself on a reseller's SIM. Kept under 160 GSM characters (one SMS).
 */
export function configurationSmsText(brandName: string): string {
  return `${brandName}: configuracion de datos. APN: internet. Usuario y contrasena: en blanco. Guarde el APN y reinicie el movil.`;
}
