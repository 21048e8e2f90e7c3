// English texts of the demo catalogue (issue #17), written for foreign contractors rather
// than translated line by line. Keyed by the Romanian category name and by model, so the
// Romanian data (data.ts) stays the one list of what exists.

export interface SeedMachineEn {
  headerOffer: string;
  details: string;
  technicalData: string;
}

function specTable(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
  return `<table><thead><tr><th>Specification</th><th>Value</th></tr></thead><tbody>${body}</tbody></table>`;
}

function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

export const seedCategoryNamesEn: Record<string, string> = {
  Excavatoare: 'Excavators',
  Miniexcavatoare: 'Mini excavators',
  Buldoexcavatoare: 'Backhoe loaders',
  Compactoare: 'Rollers and compactors',
  'Manipulatoare telescopice': 'Telehandlers',
};

export const seedMachinesEn: Record<string, SeedMachineEn> = {
  'CAT 320': {
    headerOffer:
      '<p>Hire the <strong>CAT 320</strong> tracked excavator from <strong>RON 1,200/day + VAT</strong>, with a certified operator included.</p>' +
      '<p>We deliver on our own low-loader across Bucharest and Ilfov; for other counties we quote delivery separately.</p>',
    details:
      '<p>A 22-tonne workhorse, the <strong>CAT 320</strong> is built for large earthmoving jobs. Its efficient hydraulics and digital grade assist get the work done faster while burning less fuel.</p>' +
      '<p>Every machine is serviced by an authorised dealer and comes with a 1.2 m³ digging bucket, a ditching bucket and a quick coupler. A hydraulic breaker is available on request for demolition work.</p>' +
      '<p>It is hired with an experienced operator, and the price includes machine insurance.</p>' +
      list([
        'foundations for buildings and warehouses',
        'basements, pools and underground car parks',
        'topsoil stripping and levelling of large sites',
        'loading spoil into dump trucks',
        'demolition with a hydraulic breaker',
      ]),
    technicalData: specTable([
      ['Operating weight', '22,500 kg'],
      ['Engine power', '117 kW (159 hp)'],
      ['Max. digging depth', '6.7 m'],
      ['Max. reach', '9.9 m'],
      ['Bucket capacity', '1.2 m³'],
      ['Track shoe width', '600 mm'],
      ['Overall width', '2.98 m'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Volvo EC220E': {
    headerOffer:
      '<p>The <strong>Volvo EC220E</strong> excavator is yours from <strong>RON 1,150/day + VAT</strong> with an operator. Hire it for more than 10 days and we take a discount off.</p>' +
      '<p>Delivery by heavy-haul trailer, priced by distance.</p>',
    details:
      '<p>The <strong>Volvo EC220E</strong> pairs 22-tonne digging power with a quiet, well-insulated cab that operators are happy to spend a long shift in. <em>ECO</em> mode trims fuel use without taking anything off the breakout force.</p>' +
      '<p>It comes with a 1.1 m³ bucket and a quick coupler, so attachments can be swapped on site in minutes.</p>' +
      list([
        'trenches for water, sewer and gas mains',
        'shaping road embankments and ditches',
        'quarry and gravel pit work',
        'handling boulders and rock armour',
      ]),
    technicalData: specTable([
      ['Operating weight', '23,100 kg'],
      ['Engine power', '128 kW (174 hp)'],
      ['Max. digging depth', '6.7 m'],
      ['Max. reach', '10.0 m'],
      ['Bucket capacity', '1.1 m³'],
      ['Bucket breakout force', '138 kN'],
      ['Overall width', '2.99 m'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Komatsu PC210LC': {
    headerOffer:
      '<p>Rent the <strong>Komatsu PC210LC</strong> excavator from <strong>RON 1,100/day + VAT</strong>, operated or self-drive.</p>' +
      '<p>On your site within 24 to 48 hours of booking.</p>',
    details:
      '<p>The long undercarriage (LC) of the <strong>Komatsu PC210LC</strong> keeps it steady when lifting and on soft ground. It is a tough, dependable machine that is cheap to run.</p>' +
      '<p>KOMTRAX telematics let us watch the machine’s condition live, so any servicing is quick and your site is not left waiting.</p>' +
      list([
        'earthworks for roads and industrial yards',
        'digging in heavy clay',
        'river bank regrading and canal dredging',
        'laying large-diameter pipes',
      ]),
    technicalData: specTable([
      ['Operating weight', '22,900 kg'],
      ['Engine power', '123 kW (165 hp)'],
      ['Max. digging depth', '6.6 m'],
      ['Max. reach', '9.9 m'],
      ['Bucket capacity', '1.05 m³'],
      ['Track shoe width', '700 mm'],
      ['Travel speed', '5.5 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Bobcat E35z': {
    headerOffer:
      '<p><strong>Bobcat E35z</strong> mini excavator from <strong>RON 400/day + VAT</strong> self-drive, or <strong>RON 650/day + VAT</strong> with an operator.</p>' +
      '<p>We bring it on our own trailer; call <a href="tel:0722123456">0722 123 456</a> to check availability.</p>',
    details:
      '<p>The <strong>Bobcat E35z</strong> is a 3.5-tonne <em>zero tail swing</em> mini excavator: the rear stays within the tracks as it slews, so it can work right up against walls and fences.</p>' +
      '<p>It has a dozer blade, an offset boom and three buckets (300, 450 and 600 mm). Easy to move, and its rubber tracks leave paving unmarked.</p>' +
      list([
        'house and fence foundations',
        'cable and pipe trenches in gardens',
        'landscaping and swimming pools',
        'tight spots between buildings',
      ]),
    technicalData: specTable([
      ['Operating weight', '3,500 kg'],
      ['Engine power', '18 kW (24.8 hp)'],
      ['Max. digging depth', '3.1 m'],
      ['Max. reach', '5.2 m'],
      ['Bucket capacity', '0.09 m³'],
      ['Overall width', '1.74 m'],
      ['Tracks', 'rubber'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Kubota KX027-4': {
    headerOffer:
      '<p><strong>Kubota KX027-4</strong> mini excavator from <strong>RON 350/day + VAT</strong>, self-drive. An operator can be booked too.</p>' +
      '<p>Better rates for weekly and monthly hire.</p>',
    details:
      '<p>The <strong>Kubota KX027-4</strong> is a compact 2.7-tonne digger with the low fuel use and nimble handling Kubota is known for. Its heated, enclosed cab makes it a good choice for winter work too.</p>' +
      '<p>It travels on an ordinary plant trailer, and rubber tracks let it onto driveways and into gardens without damage.</p>' +
      list([
        'water and sewer connections',
        'drainage and septic tank excavation',
        'tree planting and garden landscaping',
        'refurbishment work in busy town centres',
      ]),
    technicalData: specTable([
      ['Operating weight', '2,750 kg'],
      ['Engine power', '15.4 kW (20.9 hp)'],
      ['Max. digging depth', '2.8 m'],
      ['Max. reach', '4.6 m'],
      ['Bucket capacity', '0.07 m³'],
      ['Overall width', '1.50 m'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Takeuchi TB260': {
    headerOffer:
      '<p>Hire the 6-tonne <strong>Takeuchi TB260</strong> midi excavator, with or without an operator, at a rate set by the length and place of the job.</p>' +
      '<p>We can send it with a hydraulic breaker and an auger.</p>',
    details:
      '<p>The <strong>Takeuchi TB260</strong> bridges the gap between mini and mid-size excavators: it digs like a bigger machine yet stays compact enough for city sites.</p>' +
      '<p>The offset boom and a float-function blade let it dig accurately next to walls and fine-grade without a second machine.</p>' +
      list([
        'foundations for houses and small buildings',
        'utility trenches down to 3.8 m',
        'post holes with a hydraulic auger',
        'breaking out concrete',
      ]),
    technicalData: specTable([
      ['Operating weight', '5,800 kg'],
      ['Engine power', '29 kW (39 hp)'],
      ['Max. digging depth', '3.9 m'],
      ['Max. reach', '6.2 m'],
      ['Bucket capacity', '0.17 m³'],
      ['Overall width', '1.96 m'],
      ['Travel speed', '4.7 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'JCB 3CX': {
    headerOffer:
      '<p><strong>JCB 3CX</strong> backhoe loader from <strong>RON 850/day + VAT</strong>, operator included.</p>' +
      '<p>It drives itself on public roads, so there is no transport charge within the city.</p>',
    details:
      '<p>The <strong>JCB 3CX</strong> is the best-known backhoe in the world: a loader shovel at the front, a digging arm at the back and four-wheel drive. On small and mid-size sites it does the job of a loader and an excavator.</p>' +
      '<p>The <em>Extradig</em> telescopic dipper adds digging depth, and the 6-in-1 bucket levels, loads and grabs.</p>' +
      '<p>With a top speed of 40 km/h it can cover several sites in a day.</p>' +
      list([
        'utility trenches',
        'loading and moving aggregates around site',
        'levelling yards and access roads',
        'snow clearing and road maintenance',
      ]),
    technicalData: specTable([
      ['Operating weight', '8,070 kg'],
      ['Engine power', '74 kW (100 hp)'],
      ['Max. digging depth', '5.9 m'],
      ['Loader bucket capacity', '1.1 m³'],
      ['Backhoe bucket capacity', '0.2 m³'],
      ['Drive', '4x4'],
      ['Top speed', '40 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'CAT 432F2': {
    headerOffer:
      '<p>The <strong>CAT 432F2</strong> is available from <strong>RON 900/day + VAT</strong> with an operator.</p>' +
      '<p>Hire it for a month or more for a lower monthly rate with servicing included.</p>',
    details:
      '<p>The <strong>CAT 432F2</strong> backhoe loader has an extendable dipper and a multi-purpose loader bucket. Its roomy cab gives a clear view both ways.</p>' +
      '<p>Four-wheel drive and a diff lock keep it moving on muddy ground where ordinary wheeled machines get stuck.</p>' +
      list([
        'trenches for fibre and power cables',
        'rural road maintenance',
        'loading rubble into trucks',
        'foundations for fences and outbuildings',
      ]),
    technicalData: specTable([
      ['Operating weight', '8,900 kg'],
      ['Engine power', '74.5 kW (101 hp)'],
      ['Max. digging depth', '5.8 m'],
      ['Loader bucket capacity', '1.15 m³'],
      ['Backhoe breakout force', '61 kN'],
      ['Drive', '4x4'],
      ['Top speed', '40 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Case 580ST': {
    headerOffer:
      '<p><strong>Case 580ST</strong> backhoe loader from <strong>RON 800/day + VAT</strong>, with an operator.</p>' +
      '<p>Attachments on offer: hydraulic breaker, 300 mm narrow bucket and pallet forks.</p>',
    details:
      '<p>With equal-size wheels front and rear, the <strong>Case 580ST</strong> has excellent stability and traction. It suits jobs that switch quickly between digging and loading.</p>' +
      '<p>A telescopic dipper, pilot controls and a 6-in-1 bucket: it handles fine work and bulk work alike.</p>' +
      list([
        'sewers and service connections in towns',
        'site stripping and levelling',
        'moving materials over short distances',
        'breaking asphalt and concrete',
      ]),
    technicalData: specTable([
      ['Operating weight', '8,300 kg'],
      ['Engine power', '72 kW (97 hp)'],
      ['Max. digging depth', '5.8 m'],
      ['Loader bucket capacity', '1.0 m³'],
      ['Backhoe bucket capacity', '0.21 m³'],
      ['Drive', '4x4, equal-size wheels'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Bomag BW 120': {
    headerOffer:
      '<p><strong>Bomag BW 120</strong> tandem roller from <strong>RON 350/day + VAT</strong>, self-drive.</p>' +
      '<p>Delivered by flatbed at a fixed price within Bucharest.</p>',
    details:
      '<p>The <strong>Bomag BW 120</strong> is a 2.7-tonne vibratory tandem roller with two 1.2 m drums: the right tool for asphalt on paths, car parks and pavements.</p>' +
      '<p>Water sprinkling keeps asphalt off the drums, and two vibration frequencies let you match the layer thickness.</p>' +
      list([
        'asphalt on paths and car parks',
        'road repairs and pothole patching',
        'compacting gravel under paving',
        'pavements and cycle lanes',
      ]),
    technicalData: specTable([
      ['Operating weight', '2,700 kg'],
      ['Engine power', '25 kW (34 hp)'],
      ['Drum width', '1,200 mm'],
      ['Vibration frequency', '55 / 66 Hz'],
      ['Centrifugal force', '35 kN'],
      ['Working speed', '0–10 km/h'],
      ['Water tank', '200 l'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Hamm HD 12 VV': {
    headerOffer:
      '<p><strong>Hamm HD 12 VV</strong> roller, at a rate set by the length of the job. An operator is available on request.</p>' +
      '<p>Surfacing jobs of more than a week get a special rate.</p>',
    details:
      '<p>Both drums of the <strong>Hamm HD 12 VV</strong> vibrate, and the operator has a clear view of the drum edges, which makes for accurate rolling along kerbs.</p>' +
      '<p>Easy to move and to handle, it suits surfacing crews working across several locations.</p>' +
      list([
        'surfacing side streets and yards',
        'compacting sub-base layers',
        'thin asphalt overlays and line-marking jobs',
      ]),
    technicalData: specTable([
      ['Operating weight', '2,650 kg'],
      ['Engine power', '23 kW (31 hp)'],
      ['Drum width', '1,200 mm'],
      ['Drum diameter', '700 mm'],
      ['Vibration frequency', '50 / 60 Hz'],
      ['Working speed', '0–10 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Dynapac CA2500D': {
    headerOffer:
      '<p>The 10-tonne <strong>Dynapac CA2500D</strong> single-drum roller from <strong>RON 950/day + VAT</strong>, with an operator.</p>' +
      '<p>Heavy-haul delivery is included for hires of more than 5 days.</p>',
    details:
      '<p>The <strong>Dynapac CA2500D</strong> is a 10-tonne soil compactor with a vibrating drum at the front and driven wheels at the back, for earth, sand and gravel fills.</p>' +
      '<p>High vibration amplitude compacts deep layers, and tractor-tread tyres get it up steep site ramps.</p>' +
      list([
        'road embankments',
        'industrial yards and warehouse foundations',
        'dykes and earth fills',
        'gravel layers under foundations',
      ]),
    technicalData: specTable([
      ['Operating weight', '10,300 kg'],
      ['Engine power', '93 kW (126 hp)'],
      ['Drum width', '2,130 mm'],
      ['Vibration frequency', '33 / 35 Hz'],
      ['Centrifugal force', '266 / 173 kN'],
      ['Amplitude', '1.8 / 0.8 mm'],
      ['Gradeability', '50%'],
      ['Fuel', 'diesel'],
    ]),
  },
  'JCB 540-170': {
    headerOffer:
      '<p><strong>JCB 540-170</strong> telehandler from <strong>RON 750/day + VAT</strong>, with an operator.</p>' +
      '<p>Pallet forks and a bulk bucket come with it.</p>',
    details:
      '<p>The <strong>JCB 540-170</strong> lifts up to 4 tonnes to a height of 17 m. Front stabilisers and chassis levelling keep it safe on uneven ground.</p>' +
      '<p>Overload protection warns the operator and stops unsafe movements, so every load is handled safely.</p>' +
      list([
        'lifting pallets of blocks and bricks to upper floors',
        'erecting steelwork and cladding panels',
        'unloading lorries on site',
        'roof work with a man-basket attachment',
      ]),
    technicalData: specTable([
      ['Max. lift capacity', '4,000 kg'],
      ['Max. lift height', '17.0 m'],
      ['Max. forward reach', '13.0 m'],
      ['Operating weight', '11,200 kg'],
      ['Engine power', '81 kW (109 hp)'],
      ['Drive', '4x4, four-wheel steer'],
      ['Top speed', '30 km/h'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Manitou MT 1440': {
    headerOffer:
      '<p><strong>Manitou MT 1440</strong> from <strong>RON 700/day + VAT</strong>, operated or self-drive.</p>' +
      '<p>We deliver anywhere in Romania; ask us for a quote for the dates you need.</p>',
    details:
      '<p>The <strong>Manitou MT 1440</strong> telehandler lifts up to 4 tonnes to almost 14 m. It is a versatile machine, as much at home in warehouses and on farms as on building sites.</p>' +
      '<p>Three steering modes (front-wheel, four-wheel and <em>crab</em>) make it easy to manoeuvre in tight corners of the site.</p>' +
      list([
        'supplying upper floors with building materials',
        'handling formwork and rebar',
        'loading and unloading bales and pallets',
      ]),
    technicalData: specTable([
      ['Max. lift capacity', '4,000 kg'],
      ['Max. lift height', '13.8 m'],
      ['Max. forward reach', '10.3 m'],
      ['Operating weight', '10,900 kg'],
      ['Engine power', '75 kW (102 hp)'],
      ['Overall width', '2.42 m'],
      ['Fuel', 'diesel'],
    ]),
  },
  'Genie GTH-4018': {
    headerOffer:
      '<p><strong>Genie GTH-4018</strong> telehandler, with an operator, at a rate set for the job.</p>' +
      '<p>For details, email us at <a href="mailto:contact@inchirieri-utilaje.ro">contact@inchirieri-utilaje.ro</a>.</p>',
    details:
      '<p>The <strong>Genie GTH-4018</strong> lifts 4 tonnes and works at heights of more than 17 m. A four-section boom and a comfortable cab make it well suited to long jobs.</p>' +
      '<p>A load indicator in the cab always shows the safe load for the current boom angle and extension.</p>' +
      list([
        'placing light precast concrete',
        'lifting materials onto roofs and terraces',
        'maintenance on industrial buildings',
        'supplying housing sites',
      ]),
    technicalData: specTable([
      ['Max. lift capacity', '4,000 kg'],
      ['Max. lift height', '17.5 m'],
      ['Max. forward reach', '13.2 m'],
      ['Operating weight', '11,500 kg'],
      ['Engine power', '85 kW (115 hp)'],
      ['Drive', '4x4'],
      ['Fuel', 'diesel'],
    ]),
  },
};
