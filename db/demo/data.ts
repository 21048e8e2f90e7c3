// Demo content for a fresh database. Names and models stay plain ASCII so the
// slugs in /categorie/{name}/utilaj/{model} need no URL encoding; the HTML
// bodies use only the tags the product editor's sanitizer keeps.

export type MachineKind =
  | 'excavator'
  | 'mini-excavator'
  | 'backhoe-loader'
  | 'wheel-loader'
  | 'roller'
  | 'telehandler'
  | 'aerial-platform'
  | 'dumper';

export interface SeedMachine {
  model: string;
  /** Whole lei without VAT; a machine without either shows 'Preț la cerere'. */
  priceDay?: number;
  priceWeek?: number;
  headerOffer: string;
  details: string;
  technicalData: string;
}

export interface SeedCategory {
  name: string;
  kind: MachineKind;
  machines: SeedMachine[];
}

// Every technicalData table has the same header so the product page styles it uniformly.
function techTable(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
  return `<table><thead><tr><th>Caracteristică</th><th>Valoare</th></tr></thead><tbody>${body}</tbody></table>`;
}

function usesList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export const seedCategories: SeedCategory[] = [
  {
    name: 'Excavatoare',
    kind: 'excavator',
    machines: [
      {
        model: 'CAT 320',
        priceDay: 1200,
        priceWeek: 7200,
        headerOffer:
          '<p>Închiriere excavator pe șenile <strong>CAT 320</strong> de la <strong>1.200 lei/zi + TVA</strong>, cu operator autorizat inclus.</p>' +
          '<p>Asigurăm transportul cu trailerul nostru în București și Ilfov; pentru alte județe vă trimitem ofertă personalizată.</p>',
        details:
          '<p>Excavatorul <strong>CAT 320</strong> din clasa de 22 de tone este alegerea potrivită pentru lucrări de terasamente de volum mare. Sistemul hidraulic eficient și asistența digitală la nivelare reduc timpul de lucru și consumul de combustibil.</p>' +
          '<p>Utilajul este revizuit periodic la service autorizat și vine echipat cu cupă de săpare de 1,2 m³, cupă de taluz și cuplă rapidă. La cerere punem la dispoziție ciocan hidraulic pentru demolări.</p>' +
          '<p>Închirierea se face cu operator experimentat, iar prețul include asigurarea utilajului.</p>' +
          usesList([
            'săpături pentru fundații de clădiri și hale',
            'excavații pentru bazine, subsoluri și parcări subterane',
            'decopertări și nivelări de teren pe suprafețe mari',
            'încărcarea pământului în autobasculante',
            'lucrări de demolare cu ciocan hidraulic',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '22.500 kg'],
          ['Putere motor', '117 kW (159 CP)'],
          ['Adâncime maximă de săpare', '6,7 m'],
          ['Rază maximă de săpare', '9,9 m'],
          ['Capacitate cupă', '1,2 m³'],
          ['Lățime șenile', '600 mm'],
          ['Lățime totală', '2,98 m'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Volvo EC220E',
        priceDay: 1150,
        priceWeek: 6900,
        headerOffer:
          '<p>Excavator <strong>Volvo EC220E</strong> disponibil de la <strong>1.150 lei/zi + TVA</strong> cu operator. Pentru contracte de peste 10 zile oferim discount.</p>' +
          '<p>Transport asigurat pe trailer agabaritic, la tarif calculat în funcție de distanță.</p>',
        details:
          '<p><strong>Volvo EC220E</strong> combină puterea unui excavator de 22 de tone cu o cabină silențioasă și foarte bine izolată, ideală pentru schimburi lungi. Modul <em>ECO</em> reduce consumul fără a afecta forța de săpare.</p>' +
          '<p>Utilajul este livrat cu cupă de 1,1 m³ și sistem de cuplare rapidă, astfel încât echipamentele pot fi schimbate în câteva minute direct pe șantier.</p>' +
          usesList([
            'săpături pentru rețele de apă, canalizare și gaze',
            'profilarea taluzurilor și a șanțurilor de drum',
            'lucrări în cariere și balastiere',
            'manipularea bolovanilor și a anrocamentelor',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '23.100 kg'],
          ['Putere motor', '128 kW (174 CP)'],
          ['Adâncime maximă de săpare', '6,7 m'],
          ['Rază maximă de săpare', '10,0 m'],
          ['Capacitate cupă', '1,1 m³'],
          ['Forță de rupere la cupă', '138 kN'],
          ['Lățime totală', '2,99 m'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Komatsu PC210LC',
        priceDay: 1100,
        headerOffer:
          '<p>Închiriați excavatorul <strong>Komatsu PC210LC</strong> de la <strong>1.100 lei/zi + TVA</strong>, cu sau fără operator.</p>' +
          '<p>Livrare pe șantier în 24–48 de ore de la confirmarea comenzii.</p>',
        details:
          '<p><strong>Komatsu PC210LC</strong> are șasiu lung (LC), care îi oferă stabilitate sporită la ridicarea sarcinilor și la lucrul pe terenuri moi. Este un utilaj robust, apreciat pentru fiabilitate și costuri reduse de exploatare.</p>' +
          '<p>Sistemul de monitorizare KOMTRAX ne permite să urmărim starea utilajului în timp real, așa că intervențiile de service se fac rapid, fără opriri lungi pe șantier.</p>' +
          usesList([
            'terasamente pentru drumuri și platforme industriale',
            'săpături în terenuri grele și argiloase',
            'regularizarea albiilor și decolmatarea canalelor',
            'pozarea tuburilor de diametru mare',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '22.900 kg'],
          ['Putere motor', '123 kW (165 CP)'],
          ['Adâncime maximă de săpare', '6,6 m'],
          ['Rază maximă de săpare', '9,9 m'],
          ['Capacitate cupă', '1,05 m³'],
          ['Lățime șenile', '700 mm'],
          ['Viteză de deplasare', '5,5 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
    ],
  },
  {
    name: 'Miniexcavatoare',
    kind: 'mini-excavator',
    machines: [
      {
        model: 'Bobcat E35z',
        priceDay: 400,
        priceWeek: 2400,
        headerOffer:
          '<p>Miniexcavator <strong>Bobcat E35z</strong> de la <strong>400 lei/zi + TVA</strong> fără operator sau <strong>650 lei/zi + TVA</strong> cu operator.</p>' +
          '<p>Transportul se face cu platforma proprie; sunați-ne la <a href="tel:0722123456">0722 123 456</a> pentru disponibilitate.</p>',
        details:
          '<p><strong>Bobcat E35z</strong> este un miniexcavator de 3,5 tone cu consolă zero (<em>zero tail swing</em>): partea din spate nu depășește lățimea șenilelor la rotire, așa că poate lucra lipit de ziduri și garduri.</p>' +
          '<p>Este dotat cu lamă de nivelare, braț basculant lateral și trei cupe (300, 450 și 600 mm). Se transportă ușor și nu deteriorează pavajele datorită șenilelor din cauciuc.</p>' +
          usesList([
            'săpături pentru fundații de case și garduri',
            'șanțuri pentru cabluri și conducte în curți',
            'amenajări peisagistice și piscine',
            'lucrări în spații înguste, între clădiri',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '3.500 kg'],
          ['Putere motor', '18 kW (24,8 CP)'],
          ['Adâncime maximă de săpare', '3,1 m'],
          ['Rază maximă de săpare', '5,2 m'],
          ['Capacitate cupă', '0,09 m³'],
          ['Lățime totală', '1,74 m'],
          ['Tip șenile', 'cauciuc'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Kubota KX027-4',
        priceDay: 350,
        priceWeek: 2100,
        headerOffer:
          '<p>Miniexcavator <strong>Kubota KX027-4</strong> de la <strong>350 lei/zi + TVA</strong>, fără operator. Operator disponibil la cerere.</p>' +
          '<p>Tarife preferențiale pentru închirieri săptămânale și lunare.</p>',
        details:
          '<p><strong>Kubota KX027-4</strong> este un miniexcavator compact de 2,7 tone, cu consumul redus și manevrabilitatea pentru care Kubota este cunoscut. Cabina închisă cu încălzire îl face potrivit și pentru lucrul pe timp de iarnă.</p>' +
          '<p>Se transportă pe o remorcă obișnuită, iar cu șenilele din cauciuc poate intra pe alei și în curți fără să le deterioreze.</p>' +
          usesList([
            'racorduri la rețelele de apă și canalizare',
            'săpături pentru drenaje și fose septice',
            'plantări de arbori și amenajări de grădini',
            'lucrări de renovare în zone urbane aglomerate',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '2.750 kg'],
          ['Putere motor', '15,4 kW (20,9 CP)'],
          ['Adâncime maximă de săpare', '2,8 m'],
          ['Rază maximă de săpare', '4,6 m'],
          ['Capacitate cupă', '0,07 m³'],
          ['Lățime totală', '1,50 m'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Takeuchi TB260',
        headerOffer:
          '<p>Închiriere miniexcavator <strong>Takeuchi TB260</strong> de 6 tone, cu sau fără operator. Prețul îl stabilim după durata și locul lucrării.</p>' +
          '<p>Putem livra utilajul împreună cu ciocan hidraulic și burghiu pentru foraje.</p>',
        details:
          '<p><strong>Takeuchi TB260</strong> face trecerea între miniexcavatoare și excavatoarele medii: are forța de săpare a unui utilaj mare, dar rămâne suficient de compact pentru șantierele urbane.</p>' +
          '<p>Brațul basculant lateral și lama cu funcție de plutire permit săpături precise lângă ziduri și nivelări fine fără utilaje suplimentare.</p>' +
          usesList([
            'fundații pentru locuințe și clădiri mici',
            'șanțuri pentru utilități de până la 3,8 m adâncime',
            'foraje pentru stâlpi cu burghiu hidraulic',
            'spargerea betonului cu ciocan hidraulic',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '5.800 kg'],
          ['Putere motor', '29 kW (39 CP)'],
          ['Adâncime maximă de săpare', '3,9 m'],
          ['Rază maximă de săpare', '6,2 m'],
          ['Capacitate cupă', '0,17 m³'],
          ['Lățime totală', '1,96 m'],
          ['Viteză de deplasare', '4,7 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
    ],
  },
  {
    name: 'Buldoexcavatoare',
    kind: 'backhoe-loader',
    machines: [
      {
        model: 'JCB 3CX',
        priceDay: 850,
        priceWeek: 5100,
        headerOffer:
          '<p>Buldoexcavator <strong>JCB 3CX</strong> de la <strong>850 lei/zi + TVA</strong>, cu operator inclus.</p>' +
          '<p>Se deplasează singur pe drumurile publice, deci în oraș nu plătiți transport separat.</p>',
        details:
          '<p><strong>JCB 3CX</strong> este cel mai cunoscut buldoexcavator din lume: cupă de încărcare în față, braț de excavare în spate și tracțiune integrală. Un singur utilaj înlocuiește un încărcător și un excavator pe șantierele mici și medii.</p>' +
          '<p>Brațul telescopic <em>Extradig</em> mărește adâncimea de săpare, iar cupa multifuncțională 6 în 1 permite nivelări, încărcări și lucrul ca graifer.</p>' +
          '<p>Viteza de deplasare de până la 40 km/h îl face ideal pentru lucrări pe mai multe puncte de lucru în aceeași zi.</p>' +
          usesList([
            'săpături pentru rețele de utilități',
            'încărcarea și mutarea agregatelor pe șantier',
            'nivelarea platformelor și a drumurilor de acces',
            'deszăpezire și întreținerea drumurilor',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '8.070 kg'],
          ['Putere motor', '74 kW (100 CP)'],
          ['Adâncime maximă de săpare', '5,9 m'],
          ['Capacitate cupă încărcare', '1,1 m³'],
          ['Capacitate cupă excavare', '0,2 m³'],
          ['Tracțiune', '4x4'],
          ['Viteză maximă', '40 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'CAT 432F2',
        priceDay: 900,
        headerOffer:
          '<p><strong>CAT 432F2</strong> disponibil de la <strong>900 lei/zi + TVA</strong> cu operator.</p>' +
          '<p>Pentru închirieri de minimum o lună oferim tarif lunar avantajos și service inclus.</p>',
        details:
          '<p>Buldoexcavatorul <strong>CAT 432F2</strong> are brațul din spate cu extensie și cupă de încărcare multifuncțională. Cabina spațioasă oferă vizibilitate excelentă în ambele direcții de lucru.</p>' +
          '<p>Tracțiunea 4x4 și blocarea diferențialului îl ajută să lucreze pe terenuri noroioase, acolo unde utilajele pe roți obișnuite se împotmolesc.</p>' +
          usesList([
            'șanțuri pentru fibră optică și cabluri electrice',
            'lucrări de întreținere a drumurilor comunale',
            'încărcarea molozului în camioane',
            'săpături pentru fundații de garduri și anexe',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '8.900 kg'],
          ['Putere motor', '74,5 kW (101 CP)'],
          ['Adâncime maximă de săpare', '5,8 m'],
          ['Capacitate cupă încărcare', '1,15 m³'],
          ['Forță de rupere la cupa de excavare', '61 kN'],
          ['Tracțiune', '4x4'],
          ['Viteză maximă', '40 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Case 580ST',
        priceDay: 800,
        priceWeek: 4800,
        headerOffer:
          '<p>Buldoexcavator <strong>Case 580ST</strong> de la <strong>800 lei/zi + TVA</strong>, cu operator.</p>' +
          '<p>Oferim și accesorii: ciocan hidraulic, cupă îngustă de 300 mm și furci pentru paleți.</p>',
        details:
          '<p><strong>Case 580ST</strong> are roți egale în față și în spate, ceea ce îi oferă stabilitate și tracțiune excelente. Este potrivit pentru lucrări unde trebuie alternat rapid între săpare și încărcare.</p>' +
          '<p>Braț telescopic, comenzi pilotate și cupă 6 în 1: utilajul face față atât lucrărilor fine, cât și celor de volum.</p>' +
          usesList([
            'canalizări și branșamente în localități',
            'decopertări și nivelări de teren',
            'transportul materialelor pe distanțe scurte',
            'spargerea asfaltului și a betonului',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '8.300 kg'],
          ['Putere motor', '72 kW (97 CP)'],
          ['Adâncime maximă de săpare', '5,8 m'],
          ['Capacitate cupă încărcare', '1,0 m³'],
          ['Capacitate cupă excavare', '0,21 m³'],
          ['Tracțiune', '4x4, roți egale'],
          ['Combustibil', 'motorină'],
        ]),
      },
    ],
  },
  {
    name: 'Compactoare',
    kind: 'roller',
    machines: [
      {
        model: 'Bomag BW 120',
        priceDay: 350,
        priceWeek: 2100,
        headerOffer:
          '<p>Cilindru compactor tandem <strong>Bomag BW 120</strong> de la <strong>350 lei/zi + TVA</strong>, fără operator.</p>' +
          '<p>Transportul se face cu platforma, la tarif fix în București.</p>',
        details:
          '<p><strong>Bomag BW 120</strong> este un cilindru compactor vibrator tandem de 2,7 tone, cu două valțuri de 1,2 m. Este utilajul ideal pentru compactarea asfaltului pe alei, parcări și trotuare.</p>' +
          '<p>Sistemul de stropire cu apă împiedică lipirea asfaltului de valțuri, iar vibrația cu două frecvențe permite adaptarea la grosimea stratului.</p>' +
          usesList([
            'compactarea asfaltului pe alei și parcări',
            'reparații de drumuri și gropi',
            'compactarea pietrișului sub pavaje',
            'trotuare și piste de biciclete',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '2.700 kg'],
          ['Putere motor', '25 kW (34 CP)'],
          ['Lățime valț', '1.200 mm'],
          ['Frecvență vibrații', '55 / 66 Hz'],
          ['Forță centrifugă', '35 kN'],
          ['Viteză de lucru', '0–10 km/h'],
          ['Rezervor apă', '200 l'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Hamm HD 12 VV',
        headerOffer:
          '<p>Cilindru compactor <strong>Hamm HD 12 VV</strong>, cu preț stabilit după durata lucrării. Operator disponibil la cerere.</p>' +
          '<p>Pentru lucrări de asfaltare de peste o săptămână vă oferim un tarif special.</p>',
        details:
          '<p><strong>Hamm HD 12 VV</strong> are ambele valțuri vibrante și un post de conducere cu vizibilitate foarte bună asupra marginilor valțurilor, ceea ce ajută la compactarea precisă lângă borduri.</p>' +
          '<p>Este ușor de transportat și de manevrat, potrivit pentru echipele de asfaltare care lucrează în mai multe locații.</p>' +
          usesList([
            'asfaltări de străzi secundare și curți',
            'compactarea straturilor de fundație din balast',
            'lucrări de marcaj și covoare asfaltice subțiri',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '2.650 kg'],
          ['Putere motor', '23 kW (31 CP)'],
          ['Lățime valț', '1.200 mm'],
          ['Diametru valț', '700 mm'],
          ['Frecvență vibrații', '50 / 60 Hz'],
          ['Viteză de lucru', '0–10 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Dynapac CA2500D',
        priceDay: 950,
        priceWeek: 5700,
        headerOffer:
          '<p>Compactor monocilindru <strong>Dynapac CA2500D</strong> de 10 tone de la <strong>950 lei/zi + TVA</strong>, cu operator.</p>' +
          '<p>Transport cu trailer agabaritic inclus în oferta pentru contracte de peste 5 zile.</p>',
        details:
          '<p><strong>Dynapac CA2500D</strong> este un compactor monocilindru de 10 tone, cu valț vibrant în față și roți motoare în spate. Este folosit pentru compactarea terasamentelor de pământ, nisip și balast.</p>' +
          '<p>Amplitudinea mare a vibrațiilor asigură o compactare în adâncime, iar roțile cu profil de tractor îi permit urcarea pantelor de pe șantier.</p>' +
          usesList([
            'compactarea terasamentelor pentru drumuri',
            'platforme industriale și fundații de hale',
            'diguri și umpluturi de pământ',
            'straturi de balast sub fundații',
          ]),
        technicalData: techTable([
          ['Greutate operațională', '10.300 kg'],
          ['Putere motor', '93 kW (126 CP)'],
          ['Lățime valț', '2.130 mm'],
          ['Frecvență vibrații', '33 / 35 Hz'],
          ['Forță centrifugă', '266 / 173 kN'],
          ['Amplitudine', '1,8 / 0,8 mm'],
          ['Pantă maximă urcată', '50%'],
          ['Combustibil', 'motorină'],
        ]),
      },
    ],
  },
  {
    name: 'Manipulatoare telescopice',
    kind: 'telehandler',
    machines: [
      {
        model: 'JCB 540-170',
        priceDay: 750,
        priceWeek: 4500,
        headerOffer:
          '<p>Manipulator telescopic <strong>JCB 540-170</strong> de la <strong>750 lei/zi + TVA</strong>, cu operator.</p>' +
          '<p>Accesorii incluse: furci pentru paleți și cupă pentru materiale vrac.</p>',
        details:
          '<p><strong>JCB 540-170</strong> ridică până la 4 tone și ajunge la o înălțime de 17 m. Stabilizatoarele față și nivelarea șasiului permit lucrul în siguranță și pe terenuri denivelate.</p>' +
          '<p>Sistemul de protecție la suprasarcină avertizează operatorul și blochează mișcările periculoase, astfel încât sarcinile sunt manipulate în condiții de siguranță.</p>' +
          usesList([
            'ridicarea paleților cu BCA și cărămidă la etaj',
            'montarea structurilor metalice și a panourilor',
            'descărcarea camioanelor pe șantier',
            'lucrări la acoperișuri cu platformă de lucru atașabilă',
          ]),
        technicalData: techTable([
          ['Sarcină maximă de ridicare', '4.000 kg'],
          ['Înălțime maximă de ridicare', '17,0 m'],
          ['Deschidere maximă în față', '13,0 m'],
          ['Greutate operațională', '11.200 kg'],
          ['Putere motor', '81 kW (109 CP)'],
          ['Tracțiune', '4x4, 4 roți directoare'],
          ['Viteză maximă', '30 km/h'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Manitou MT 1440',
        priceDay: 700,
        headerOffer:
          '<p><strong>Manitou MT 1440</strong> de la <strong>700 lei/zi + TVA</strong>, cu sau fără operator.</p>' +
          '<p>Transport asigurat în toată țara; cereți o ofertă pentru perioada de care aveți nevoie.</p>',
        details:
          '<p>Manipulatorul telescopic <strong>Manitou MT 1440</strong> are o sarcină maximă de 4 tone și o înălțime de ridicare de aproape 14 m. Este un utilaj versatil, folosit atât în construcții, cât și în depozite și ferme.</p>' +
          '<p>Cele trei moduri de direcție (roți față, 4 roți și deplasare laterală de tip <em>crab</em>) îl fac ușor de manevrat în spațiile înguste ale șantierului.</p>' +
          usesList([
            'aprovizionarea etajelor cu materiale de construcții',
            'manipularea cofrajelor și a armăturilor',
            'încărcarea și descărcarea baloților și a paleților',
          ]),
        technicalData: techTable([
          ['Sarcină maximă de ridicare', '4.000 kg'],
          ['Înălțime maximă de ridicare', '13,8 m'],
          ['Deschidere maximă în față', '10,3 m'],
          ['Greutate operațională', '10.900 kg'],
          ['Putere motor', '75 kW (102 CP)'],
          ['Lățime totală', '2,42 m'],
          ['Combustibil', 'motorină'],
        ]),
      },
      {
        model: 'Genie GTH-4018',
        headerOffer:
          '<p>Manipulator telescopic <strong>Genie GTH-4018</strong>, cu operator, la preț stabilit după lucrare.</p>' +
          '<p>Pentru detalii scrieți-ne la <a href="mailto:contact@inchirieri-utilaje.ro">contact@inchirieri-utilaje.ro</a>.</p>',
        details:
          '<p><strong>Genie GTH-4018</strong> combină o capacitate de 4 tone cu o înălțime de lucru de peste 17 m. Brațul cu patru secțiuni și cabina confortabilă îl fac potrivit pentru lucrări de lungă durată.</p>' +
          '<p>Indicatorul de încărcare din cabină arată în permanență sarcina admisă la unghiul și extensia curentă a brațului.</p>' +
          usesList([
            'montajul prefabricatelor ușoare din beton',
            'ridicarea materialelor pe acoperișuri și terase',
            'lucrări de mentenanță la hale industriale',
            'aprovizionarea șantierelor de locuințe',
          ]),
        technicalData: techTable([
          ['Sarcină maximă de ridicare', '4.000 kg'],
          ['Înălțime maximă de ridicare', '17,5 m'],
          ['Deschidere maximă în față', '13,2 m'],
          ['Greutate operațională', '11.500 kg'],
          ['Putere motor', '85 kW (115 CP)'],
          ['Tracțiune', '4x4'],
          ['Combustibil', 'motorină'],
        ]),
      },
    ],
  },
];

// Order matters: the admin configuration screen lists the keys as stored.
export const seedConfiguration: { key: string; value: string }[] = [
  { key: 'contact_mail_to', value: 'contact@inchirieri-utilaje.ro' },
  { key: 'contact_phone', value: '0722 123 456' },
  { key: 'contact_mail_subject', value: 'Cerere de ofertă de pe site' },
  { key: 'contact_mail_to_second', value: 'oferte@inchirieri-utilaje.ro' },
  { key: 'contact_phone_second', value: '021 345 6789' },
];
