import type { ProvinceCode } from '../../schema/domain/provinces';

/**
 * DEMO DATA, written by hand (nothing downloaded): for every province its capital and about ten well-known
 * municipalities, each with one main postal code (always starting with the province's INE code). It is not the
 * INE municipal register: a real deployment plugs an addresses provider with the full register behind the same
 * endpoint. One entry per line as "Name:postal code", grouped by province.
 */
const MUNICIPALITIES_BY_PROVINCE: Record<ProvinceCode, string> = {
  '01': 'Vitoria-Gasteiz:01001 Llodio:01400 Amurrio:01470 Salvatierra/Agurain:01200 Oyón-Oion:01320 Alegría-Dulantzi:01240 Iruña de Oca:01230 Labastida:01330 Laguardia:01300 Zuia:01130',
  '02': 'Albacete:02001 Hellín:02400 Villarrobledo:02600 Almansa:02640 La Roda:02630 Caudete:02660 Tobarra:02500 Madrigueras:02230 Casas-Ibáñez:02200 Alcaraz:02300',
  '03': 'Alicante/Alacant:03001 Elche/Elx:03201 Torrevieja:03181 Orihuela:03300 Benidorm:03501 Alcoy/Alcoi:03801 San Vicente del Raspeig:03690 Elda:03600 Dénia:03700 Villena:03400 Jávea/Xàbia:03730 Santa Pola:03130',
  '04': 'Almería:04001 Roquetas de Mar:04740 El Ejido:04700 Níjar:04100 Vícar:04738 Adra:04770 Huércal-Overa:04600 Vera:04620 Berja:04760 Mojácar:04638',
  '05': 'Ávila:05001 Arévalo:05200 Las Navas del Marqués:05230 Arenas de San Pedro:05400 Candeleda:05480 El Tiemblo:05270 Piedrahíta:05500 Sotillo de la Adrada:05420 El Barco de Ávila:05600 Cebreros:05260',
  '06': 'Badajoz:06001 Mérida:06800 Don Benito:06400 Almendralejo:06200 Villanueva de la Serena:06700 Zafra:06300 Montijo:06480 Olivenza:06100 Jerez de los Caballeros:06380 Azuaga:06920 Llerena:06900',
  '07': 'Palma:07001 Calvià:07184 Manacor:07500 Llucmajor:07620 Marratxí:07141 Inca:07300 Eivissa:07800 Sant Josep de sa Talaia:07830 Maó-Mahón:07701 Ciutadella de Menorca:07760 Santa Eulària des Riu:07840 Sóller:07100',
  '08': "Barcelona:08001 L'Hospitalet de Llobregat:08901 Badalona:08911 Terrassa:08221 Sabadell:08201 Mataró:08301 Santa Coloma de Gramenet:08921 Cornellà de Llobregat:08940 Sant Boi de Llobregat:08830 Sant Cugat del Vallès:08172 Manresa:08240 Vic:08500 Granollers:08400 Vilanova i la Geltrú:08800 Castelldefels:08860",
  '09': 'Burgos:09001 Miranda de Ebro:09200 Aranda de Duero:09400 Briviesca:09240 Medina de Pomar:09500 Villarcayo:09550 Lerma:09340 Salas de los Infantes:09600 Belorado:09250 Roa:09300',
  '10': 'Cáceres:10001 Plasencia:10600 Navalmoral de la Mata:10300 Trujillo:10200 Coria:10800 Miajadas:10100 Talayuela:10310 Moraleja:10840 Jaraíz de la Vera:10400 Valencia de Alcántara:10500',
  '11': 'Cádiz:11001 Jerez de la Frontera:11401 Algeciras:11201 San Fernando:11100 El Puerto de Santa María:11500 Chiclana de la Frontera:11130 Sanlúcar de Barrameda:11540 La Línea de la Concepción:11300 Puerto Real:11510 Arcos de la Frontera:11630 Rota:11520 Tarifa:11380',
  '12': "Castellón de la Plana/Castelló de la Plana:12001 Vila-real:12540 Burriana:12530 La Vall d'Uixó:12600 Vinaròs:12500 Benicarló:12580 Onda:12200 Benicàssim:12560 Almassora:12550 Nules:12520 Segorbe:12400",
  '13': 'Ciudad Real:13001 Puertollano:13500 Tomelloso:13700 Alcázar de San Juan:13600 Valdepeñas:13300 Manzanares:13200 Daimiel:13250 La Solana:13240 Miguelturra:13170 Socuéllamos:13630 Almagro:13270',
  '14': 'Córdoba:14001 Lucena:14900 Puente Genil:14500 Montilla:14550 Priego de Córdoba:14800 Cabra:14940 Palma del Río:14700 Baena:14850 Pozoblanco:14400 Aguilar de la Frontera:14920 Peñarroya-Pueblonuevo:14200',
  '15': 'A Coruña:15001 Santiago de Compostela:15701 Ferrol:15401 Narón:15570 Oleiros:15173 Arteixo:15142 Carballo:15100 Culleredo:15670 Ames:15220 Ribeira:15960 Betanzos:15300 Noia:15200',
  '16': 'Cuenca:16001 Tarancón:16400 San Clemente:16600 Quintanar del Rey:16220 Motilla del Palancar:16200 Las Pedroñeras:16660 Mota del Cuervo:16630 Iniesta:16235 Huete:16500 Belmonte:16640',
  '17': 'Girona:17001 Figueres:17600 Blanes:17300 Lloret de Mar:17310 Olot:17800 Salt:17190 Palafrugell:17200 Sant Feliu de Guíxols:17220 Roses:17480 Banyoles:17820 Ripoll:17500 Puigcerdà:17520',
  '18': 'Granada:18001 Motril:18600 Armilla:18100 Maracena:18200 Almuñécar:18690 Loja:18300 Baza:18800 Guadix:18500 Santa Fe:18320 Las Gabias:18110 Atarfe:18230 Huétor Vega:18198',
  '19': 'Guadalajara:19001 Azuqueca de Henares:19200 Alovera:19208 El Casar:19170 Cabanillas del Campo:19171 Marchamalo:19180 Villanueva de la Torre:19209 Sigüenza:19250 Molina de Aragón:19300 Pastrana:19100',
  '20': 'Donostia/San Sebastián:20001 Irun:20301 Errenteria:20100 Eibar:20600 Zarautz:20800 Arrasate/Mondragón:20500 Hernani:20120 Tolosa:20400 Lasarte-Oria:20160 Hondarribia:20280 Beasain:20200 Azpeitia:20730',
  '21': 'Huelva:21001 Lepe:21440 Almonte:21730 Moguer:21800 Isla Cristina:21410 Ayamonte:21400 Cartaya:21450 Punta Umbría:21100 Aljaraque:21110 Bollullos Par del Condado:21710 Valverde del Camino:21600',
  '22': 'Huesca:22001 Monzón:22400 Barbastro:22300 Fraga:22520 Jaca:22700 Sabiñánigo:22600 Binéfar:22500 Tamarite de Litera:22550 Graus:22430 Aínsa-Sobrarbe:22330',
  '23': 'Jaén:23001 Linares:23700 Andújar:23740 Úbeda:23400 Martos:23600 Alcalá la Real:23680 Bailén:23710 Baeza:23440 La Carolina:23200 Torredonjimeno:23650 Villacarrillo:23300',
  '24': 'León:24001 Ponferrada:24401 San Andrés del Rabanedo:24010 Villaquilambre:24193 Astorga:24700 La Bañeza:24750 Bembibre:24300 Valencia de Don Juan:24200 Villablino:24100 Sahagún:24320',
  '25': "Lleida:25001 Balaguer:25600 Tàrrega:25300 Mollerussa:25230 La Seu d'Urgell:25700 Cervera:25200 Solsona:25280 Tremp:25620 Vielha e Mijaran:25530 Les Borges Blanques:25400",
  '26': 'Logroño:26001 Calahorra:26500 Arnedo:26580 Haro:26200 Alfaro:26540 Lardero:26140 Nájera:26300 Santo Domingo de la Calzada:26250 Villamediana de Iregua:26142 Cervera del Río Alhama:26520',
  '27': 'Lugo:27001 Monforte de Lemos:27400 Viveiro:27850 Vilalba:27800 Sarria:27600 Burela:27880 Foz:27780 Ribadeo:27700 Chantada:27500 Outeiro de Rei:27150',
  '28': 'Madrid:28001 Móstoles:28931 Alcalá de Henares:28801 Fuenlabrada:28941 Leganés:28911 Getafe:28901 Alcorcón:28921 Torrejón de Ardoz:28850 Parla:28980 Alcobendas:28100 Las Rozas de Madrid:28230 Pozuelo de Alarcón:28223 Majadahonda:28220 Aranjuez:28300 San Sebastián de los Reyes:28700 Collado Villalba:28400 Boadilla del Monte:28660 Coslada:28820 Rivas-Vaciamadrid:28521 Valdemoro:28340 Tres Cantos:28760 Arganda del Rey:28500 Colmenar Viejo:28770 Navalcarnero:28600',
  '29': 'Málaga:29001 Marbella:29601 Mijas:29650 Vélez-Málaga:29700 Fuengirola:29640 Torremolinos:29620 Benalmádena:29630 Estepona:29680 Rincón de la Victoria:29730 Antequera:29200 Alhaurín de la Torre:29130 Ronda:29400 Nerja:29780',
  '30': 'Murcia:30001 Cartagena:30201 Lorca:30800 Molina de Segura:30500 Alcantarilla:30820 Mazarrón:30870 Cieza:30530 Águilas:30880 Yecla:30510 Torre-Pacheco:30700 San Javier:30730 Caravaca de la Cruz:30400 Jumilla:30520',
  '31': 'Pamplona/Iruña:31001 Tudela:31500 Barañáin/Barañain:31010 Burlada/Burlata:31600 Estella-Lizarra:31200 Zizur Mayor/Zizur Nagusia:31180 Tafalla:31300 Villava/Atarrabia:31610 Ansoáin/Antsoain:31013 Alsasua/Altsasu:31800 Corella:31591',
  '32': 'Ourense:32001 Verín:32600 O Barco de Valdeorras:32300 O Carballiño:32500 Xinzo de Limia:32630 Barbadás:32890 Ribadavia:32400 Allariz:32660 Celanova:32800 A Rúa:32350',
  '33': 'Oviedo:33001 Gijón:33201 Avilés:33401 Siero:33510 Langreo:33900 Mieres:33600 Castrillón:33450 San Martín del Rey Aurelio:33950 Corvera de Asturias:33404 Llanera:33424 Villaviciosa:33300 Cangas de Onís:33550 Llanes:33500',
  '34': 'Palencia:34001 Aguilar de Campoo:34800 Guardo:34880 Venta de Baños:34200 Villamuriel de Cerrato:34190 Dueñas:34210 Saldaña:34100 Herrera de Pisuerga:34400 Carrión de los Condes:34120 Paredes de Nava:34300',
  '35': 'Las Palmas de Gran Canaria:35001 Telde:35200 Santa Lucía de Tirajana:35110 San Bartolomé de Tirajana:35100 Arucas:35400 Agüimes:35118 Ingenio:35250 Arrecife:35500 Puerto del Rosario:35600 Gáldar:35460 Mogán:35140 Teguise:35530 Tías:35572 La Oliva:35640',
  '36': 'Pontevedra:36001 Vigo:36201 Vilagarcía de Arousa:36600 Redondela:36800 Cangas:36940 Marín:36900 Ponteareas:36860 Lalín:36500 O Porriño:36400 Sanxenxo:36960 Tui:36700 Baiona:36300',
  '37': 'Salamanca:37001 Béjar:37700 Ciudad Rodrigo:37500 Santa Marta de Tormes:37900 Villamayor:37185 Carbajosa de la Sagrada:37188 Peñaranda de Bracamonte:37300 Alba de Tormes:37800 Guijuelo:37770 Vitigudino:37210',
  '38': 'Santa Cruz de Tenerife:38001 San Cristóbal de La Laguna:38201 Arona:38640 Adeje:38670 La Orotava:38300 Granadilla de Abona:38600 Los Realejos:38410 Puerto de la Cruz:38400 Candelaria:38530 Icod de los Vinos:38430 Los Llanos de Aridane:38760 Santa Cruz de La Palma:38700 San Sebastián de La Gomera:38800 Valverde:38900',
  '39': 'Santander:39001 Torrelavega:39300 Castro-Urdiales:39700 Camargo:39600 Piélagos:39470 El Astillero:39610 Santa Cruz de Bezana:39100 Laredo:39770 Santoña:39740 Los Corrales de Buelna:39400 Reinosa:39200 Comillas:39520',
  '40': 'Segovia:40001 Cuéllar:40200 San Ildefonso:40100 El Espinar:40400 Palazuelos de Eresma:40194 Cantalejo:40320 Carbonero el Mayor:40270 Nava de la Asunción:40450 Riaza:40500 Sepúlveda:40300',
  '41': 'Sevilla:41001 Dos Hermanas:41700 Alcalá de Guadaíra:41500 Utrera:41710 Mairena del Aljarafe:41927 Écija:41400 La Rinconada:41309 Los Palacios y Villafranca:41720 Coria del Río:41100 Carmona:41410 Lebrija:41740 Morón de la Frontera:41530 Osuna:41640',
  '42': 'Soria:42001 Almazán:42200 El Burgo de Osma-Ciudad de Osma:42300 Ólvega:42110 San Leonardo de Yagüe:42140 Covaleda:42157 Duruelo de la Sierra:42158 Ágreda:42100 Arcos de Jalón:42250 Medinaceli:42240',
  '43': 'Tarragona:43001 Reus:43201 Tortosa:43500 Cambrils:43850 El Vendrell:43700 Salou:43840 Valls:43800 Vila-seca:43480 Calafell:43820 Amposta:43870 Sant Carles de la Ràpita:43540 Torredembarra:43830',
  '44': 'Teruel:44001 Alcañiz:44600 Andorra:44500 Calamocha:44200 Utrillas:44760 Monreal del Campo:44300 Calanda:44570 Valderrobres:44580 Albarracín:44100 Mora de Rubielos:44400',
  '45': 'Toledo:45001 Talavera de la Reina:45600 Illescas:45200 Seseña:45223 Torrijos:45500 Sonseca:45100 Quintanar de la Orden:45800 Madridejos:45710 Consuegra:45700 Ocaña:45300 Mora:45400 Yuncos:45210',
  '46': 'Valencia:46001 Torrent:46900 Gandia:46700 Paterna:46980 Sagunto/Sagunt:46500 Alzira:46600 Mislata:46920 Burjassot:46100 Ontinyent:46870 Xàtiva:46800 Aldaia:46960 Manises:46940 Cullera:46400 Requena:46340 Sueca:46410',
  '47': 'Valladolid:47001 Medina del Campo:47400 Laguna de Duero:47140 Arroyo de la Encomienda:47195 Tordesillas:47100 Tudela de Duero:47320 Íscar:47420 Peñafiel:47300 Medina de Rioseco:47800 Cigales:47270',
  '48': 'Bilbao:48001 Barakaldo:48901 Getxo:48990 Portugalete:48920 Santurtzi:48980 Basauri:48970 Leioa:48940 Sestao:48910 Galdakao:48960 Durango:48200 Erandio:48950 Amorebieta-Etxano:48340 Bermeo:48370 Gernika-Lumo:48300',
  '49': 'Zamora:49001 Benavente:49600 Toro:49800 Morales del Vino:49190 Puebla de Sanabria:49300 Fuentesaúco:49400 Villalpando:49630 Bermillo de Sayago:49200 Alcañices:49500 Corrales del Vino:49700',
  '50': 'Zaragoza:50001 Calatayud:50300 Utebo:50180 Ejea de los Caballeros:50600 Tarazona:50500 Caspe:50700 La Almunia de Doña Godina:50100 Cuarte de Huerva:50410 Zuera:50800 Alagón:50630 Borja:50540',
  '51': 'Ceuta:51001',
  '52': 'Melilla:52001',
};

export type MunicipalityEntry = { name: string; provinceCode: ProvinceCode; postalCode: string };

/** Every demo municipality, in the order written (capital first within each province). */
export const MUNICIPALITIES: readonly MunicipalityEntry[] = Object.entries(
  MUNICIPALITIES_BY_PROVINCE,
).flatMap(([provinceCode, line]) =>
  [...line.matchAll(/\s*([^:]+):(\d{5})/g)].map((match) => ({
    name: match[1]?.trim() ?? '',
    provinceCode: provinceCode as ProvinceCode,
    postalCode: match[2] ?? '',
  })),
);
