/**
 * The US cities the demo data set spreads over: real state codes, real ZIP codes, approximate
 * real coordinates. A centre is sometimes moved inland from the downtown point so the jitter
 * radius stays mostly on land (lakefronts, harbours, rivers).
 */
export type Region = 'northeast' | 'midwest' | 'south' | 'southwest' | 'west';

export type DemoCity = {
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Listings land within this distance of the centre. */
  radiusKm: number;
  /** Typical asking price per square foot in USD; scales every price in the city. */
  ppsf: number;
  /** Relative share of the listings. */
  weight: number;
  /** 0..1: how much of the stock is condos and apartments rather than houses. */
  urban: number;
  /** Typical detached-house lot in sq ft. */
  lot: number;
  /** When most of today's housing stock started going up. */
  built: number;
  region: Region;
  /** Row-house cities list far more townhouses. */
  rowhouse?: boolean;
  zips: readonly string[];
  neighborhoods: readonly string[];
  landmarks: readonly string[];
};

type Entry = Omit<DemoCity, 'zips' | 'neighborhoods' | 'landmarks'> & {
  zips: string;
  neighborhoods: string;
  landmarks: string;
};

// Written as compact entries (space-separated ZIPs, '|'-separated names) to keep the table readable.
const ENTRIES: Entry[] = [
  { city: 'Atlanta', state: 'GA', lat: 33.765, lng: -84.385, radiusKm: 6, ppsf: 280, weight: 5, urban: 0.3, lot: 8500, built: 1915, region: 'south',
    zips: '30303 30305 30306 30307 30308 30309 30310 30312 30316 30318 30324', neighborhoods: 'Inman Park|Virginia-Highland|Old Fourth Ward|Grant Park|Midtown|Kirkwood|West End', landmarks: 'Piedmont Park|the BeltLine|Ponce City Market|Zoo Atlanta' },
  { city: 'Austin', state: 'TX', lat: 30.275, lng: -97.74, radiusKm: 7, ppsf: 330, weight: 4, urban: 0.25, lot: 7500, built: 1935, region: 'southwest',
    zips: '78701 78702 78703 78704 78705 78721 78723 78731 78741 78745 78751 78756 78757', neighborhoods: 'Travis Heights|Hyde Park|Mueller|East Cesar Chavez|Zilker|Bouldin Creek|Cherrywood', landmarks: 'Zilker Park|Lady Bird Lake|South Congress|Barton Springs Pool' },
  { city: 'Baltimore', state: 'MD', lat: 39.31, lng: -76.62, radiusKm: 5, ppsf: 180, weight: 3, urban: 0.2, lot: 1600, built: 1890, region: 'northeast', rowhouse: true,
    zips: '21201 21202 21210 21211 21212 21213 21215 21217 21218 21224 21230 21231', neighborhoods: 'Federal Hill|Canton|Fells Point|Hampden|Roland Park|Mount Vernon|Charles Village', landmarks: 'the Inner Harbor|Patterson Park|Druid Hill Park|Johns Hopkins University' },
  { city: 'Boston', state: 'MA', lat: 42.335, lng: -71.09, radiusKm: 4, ppsf: 750, weight: 4, urban: 0.5, lot: 4000, built: 1880, region: 'northeast', rowhouse: true,
    zips: '02115 02116 02118 02119 02120 02121 02125 02130 02215', neighborhoods: 'Jamaica Plain|South End|Roxbury|Dorchester|Fenway|Mission Hill|Back Bay', landmarks: 'the Emerald Necklace|Franklin Park|Fenway Park|Jamaica Pond|the Arnold Arboretum' },
  { city: 'New York', state: 'NY', lat: 40.752, lng: -73.985, radiusKm: 1.6, ppsf: 1400, weight: 8, urban: 0.9, lot: 2000, built: 1900, region: 'northeast', rowhouse: true,
    zips: '10001 10003 10010 10011 10016 10017 10018 10019 10022 10036', neighborhoods: 'Chelsea|Murray Hill|Hell\'s Kitchen|Gramercy Park|Midtown East|Kips Bay|Flatiron', landmarks: 'Central Park|Bryant Park|the High Line|Madison Square Park|Hudson Yards' },
  { city: 'Washington', state: 'DC', lat: 38.925, lng: -77.02, radiusKm: 3.5, ppsf: 550, weight: 4, urban: 0.5, lot: 2500, built: 1900, region: 'northeast', rowhouse: true,
    zips: '20001 20002 20003 20005 20009 20010 20011 20017 20018', neighborhoods: 'Columbia Heights|Logan Circle|Shaw|Petworth|Adams Morgan|Bloomingdale|Dupont Circle', landmarks: 'Rock Creek Park|Meridian Hill Park|the U Street Corridor|Howard University' },
  { city: 'Chicago', state: 'IL', lat: 41.9, lng: -87.68, radiusKm: 4, ppsf: 280, weight: 6, urban: 0.55, lot: 3100, built: 1895, region: 'midwest',
    zips: '60607 60608 60612 60614 60618 60622 60625 60639 60642 60647 60651 60657', neighborhoods: 'Wicker Park|Bucktown|Logan Square|Ukrainian Village|Humboldt Park|West Town|Lincoln Park', landmarks: 'the 606 Trail|Lincoln Park Zoo|the Blue Line|the Garfield Park Conservatory' },
  { city: 'Dallas', state: 'TX', lat: 32.8, lng: -96.79, radiusKm: 7, ppsf: 260, weight: 5, urban: 0.25, lot: 8000, built: 1935, region: 'southwest',
    zips: '75201 75204 75205 75206 75208 75214 75219 75223 75226 75235', neighborhoods: 'Lakewood|Oak Lawn|Bishop Arts District|the M Streets|Uptown|Lower Greenville|Kessler Park', landmarks: 'White Rock Lake|Klyde Warren Park|the Katy Trail|SMU' },
  { city: 'Los Angeles', state: 'CA', lat: 34.07, lng: -118.31, radiusKm: 7, ppsf: 650, weight: 7, urban: 0.35, lot: 6500, built: 1920, region: 'west',
    zips: '90004 90005 90006 90010 90019 90020 90026 90027 90028 90036 90038 90046 90057', neighborhoods: 'Los Feliz|Silver Lake|Koreatown|Hancock Park|Echo Park|Hollywood|Mid-Wilshire|Larchmont Village', landmarks: 'Griffith Park|the Silver Lake Reservoir|LACMA|Echo Park Lake' },
  { city: 'San Francisco', state: 'CA', lat: 37.76, lng: -122.44, radiusKm: 3, ppsf: 1000, weight: 3, urban: 0.45, lot: 2500, built: 1900, region: 'west',
    zips: '94102 94103 94107 94110 94114 94115 94117 94118 94122 94131', neighborhoods: 'Noe Valley|the Mission|Bernal Heights|Cole Valley|the Castro|Inner Sunset|Hayes Valley|Glen Park', landmarks: 'Dolores Park|Golden Gate Park|Twin Peaks|Duboce Park' },
  { city: 'San Jose', state: 'CA', lat: 37.32, lng: -121.89, radiusKm: 7, ppsf: 800, weight: 2, urban: 0.25, lot: 6000, built: 1950, region: 'west',
    zips: '95110 95112 95116 95117 95118 95122 95125 95126 95128', neighborhoods: 'Willow Glen|Rose Garden|Naglee Park|Japantown|Cambrian Park|Almaden Valley', landmarks: 'Santana Row|the Municipal Rose Garden|Kelley Park|Guadalupe River Park' },
  { city: 'San Diego', state: 'CA', lat: 32.75, lng: -117.13, radiusKm: 5, ppsf: 700, weight: 3, urban: 0.35, lot: 5500, built: 1925, region: 'west',
    zips: '92101 92102 92103 92104 92105 92108 92113 92116', neighborhoods: 'North Park|South Park|Hillcrest|University Heights|Normal Heights|Kensington|Golden Hill', landmarks: 'Balboa Park|the San Diego Zoo|Morley Field|Adams Avenue' },
  { city: 'Seattle', state: 'WA', lat: 47.625, lng: -122.31, radiusKm: 2.5, ppsf: 600, weight: 3, urban: 0.4, lot: 5000, built: 1905, region: 'west',
    zips: '98102 98103 98105 98107 98109 98112 98115 98117 98122 98144', neighborhoods: 'Capitol Hill|Central District|Madison Valley|Montlake|Eastlake|First Hill|Madrona', landmarks: 'Volunteer Park|the Washington Park Arboretum|Cal Anderson Park|Lake Union' },
  { city: 'Portland', state: 'OR', lat: 45.525, lng: -122.62, radiusKm: 3.5, ppsf: 380, weight: 2, urban: 0.3, lot: 5000, built: 1910, region: 'west',
    zips: '97202 97206 97211 97212 97213 97214 97215 97232', neighborhoods: 'Laurelhurst|Hawthorne|Richmond|Alberta Arts District|Sunnyside|Kerns|Irvington', landmarks: 'Laurelhurst Park|Mt. Tabor Park|Division Street|Alberta Street' },
  { city: 'Denver', state: 'CO', lat: 39.74, lng: -104.97, radiusKm: 6, ppsf: 450, weight: 3, urban: 0.3, lot: 6200, built: 1905, region: 'west',
    zips: '80202 80203 80204 80205 80206 80209 80210 80211 80218 80220', neighborhoods: 'Capitol Hill|Highland|Congress Park|Baker|Sloan Lake|Cherry Creek|RiNo|Platt Park', landmarks: 'Washington Park|City Park|Cheesman Park|the Denver Botanic Gardens' },
  { city: 'Phoenix', state: 'AZ', lat: 33.49, lng: -112.05, radiusKm: 8, ppsf: 300, weight: 4, urban: 0.2, lot: 8000, built: 1950, region: 'southwest',
    zips: '85003 85004 85006 85008 85012 85013 85014 85015 85016 85018', neighborhoods: 'Arcadia|Encanto-Palmcroft|Willo|Coronado|Camelback East|Biltmore|Roosevelt Row', landmarks: 'Camelback Mountain|Papago Park|Encanto Park|the Desert Botanical Garden' },
  { city: 'Las Vegas', state: 'NV', lat: 36.15, lng: -115.17, radiusKm: 8, ppsf: 260, weight: 2, urban: 0.25, lot: 6500, built: 1960, region: 'southwest',
    zips: '89101 89102 89104 89106 89107 89108 89117 89121 89146', neighborhoods: 'Huntridge|Paradise Palms|the Scotch 80s|Rancho Charleston|Spring Valley|the Arts District|Twin Lakes', landmarks: 'the Las Vegas Strip|Lorenzi Park|the Springs Preserve|Fremont Street' },
  { city: 'Salt Lake City', state: 'UT', lat: 40.755, lng: -111.87, radiusKm: 5, ppsf: 340, weight: 2, urban: 0.25, lot: 7000, built: 1910, region: 'west',
    zips: '84101 84102 84103 84105 84106 84108 84111 84115', neighborhoods: 'the Avenues|Sugar House|Liberty Wells|Central City|9th and 9th|Federal Heights|Marmalade', landmarks: 'Liberty Park|the University of Utah|Sugar House Park|Red Butte Garden' },
  { city: 'Boise', state: 'ID', lat: 43.615, lng: -116.2, radiusKm: 5, ppsf: 320, weight: 1, urban: 0.15, lot: 7500, built: 1930, region: 'west',
    zips: '83702 83703 83704 83705 83706 83709 83712', neighborhoods: 'the North End|the East End|the Bench|Vista|Collister|Boise Heights', landmarks: 'the Boise River Greenbelt|Camel\'s Back Park|Julia Davis Park|Boise State University' },
  { city: 'Albuquerque', state: 'NM', lat: 35.09, lng: -106.62, radiusKm: 7, ppsf: 210, weight: 1, urban: 0.15, lot: 7500, built: 1945, region: 'southwest',
    zips: '87102 87104 87106 87107 87108 87110 87112', neighborhoods: 'Nob Hill|Old Town|Ridgecrest|Huning Highlands|the North Valley|Uptown', landmarks: 'Old Town Plaza|the University of New Mexico|Route 66 on Central Avenue|the Paseo del Bosque Trail' },
  { city: 'Tucson', state: 'AZ', lat: 32.24, lng: -110.93, radiusKm: 7, ppsf: 230, weight: 1, urban: 0.15, lot: 8000, built: 1945, region: 'southwest',
    zips: '85705 85710 85711 85712 85716 85719 85745', neighborhoods: 'Sam Hughes|El Presidio|Armory Park|Barrio Viejo|Jefferson Park|Midtown', landmarks: 'the University of Arizona|Reid Park|the Rillito River Park|4th Avenue' },
  { city: 'El Paso', state: 'TX', lat: 31.81, lng: -106.45, radiusKm: 5, ppsf: 150, weight: 1, urban: 0.15, lot: 7000, built: 1940, region: 'southwest',
    zips: '79901 79902 79903 79912 79924 79925 79930', neighborhoods: 'Kern Place|Sunset Heights|Manhattan Heights|the Rim Area|Mission Hills|Central El Paso', landmarks: 'Scenic Drive|UTEP|Memorial Park|the Franklin Mountains' },
  { city: 'Houston', state: 'TX', lat: 29.76, lng: -95.4, radiusKm: 8, ppsf: 190, weight: 5, urban: 0.25, lot: 6500, built: 1930, region: 'south',
    zips: '77002 77003 77004 77006 77007 77008 77009 77019 77025 77030 77098', neighborhoods: 'the Heights|Montrose|Midtown|Rice Military|the Museum District|Garden Oaks|Eastwood|Third Ward', landmarks: 'Buffalo Bayou Park|Hermann Park|Memorial Park|Rice University' },
  { city: 'San Antonio', state: 'TX', lat: 29.45, lng: -98.49, radiusKm: 8, ppsf: 180, weight: 3, urban: 0.15, lot: 7000, built: 1925, region: 'southwest',
    zips: '78201 78204 78205 78208 78209 78210 78212 78215', neighborhoods: 'King William|Monte Vista|Tobin Hill|Southtown|Beacon Hill|Dignowity Hill|Mahncke Park', landmarks: 'the River Walk|Brackenridge Park|the Pearl|the San Antonio Botanical Garden' },
  { city: 'Fort Worth', state: 'TX', lat: 32.74, lng: -97.36, radiusKm: 7, ppsf: 200, weight: 2, urban: 0.15, lot: 7500, built: 1930, region: 'southwest',
    zips: '76102 76104 76107 76109 76110 76111 76116', neighborhoods: 'Fairmount|Berkeley Place|Arlington Heights|Ryan Place|Mistletoe Heights|Tanglewood', landmarks: 'the Trinity Trails|the Cultural District|Sundance Square|the Fort Worth Botanic Garden' },
  { city: 'Oklahoma City', state: 'OK', lat: 35.49, lng: -97.53, radiusKm: 8, ppsf: 150, weight: 1, urban: 0.15, lot: 7500, built: 1935, region: 'south',
    zips: '73102 73103 73106 73107 73112 73118 73120', neighborhoods: 'Mesta Park|Heritage Hills|the Plaza District|Midtown|Crown Heights|the Paseo Arts District|Edgemere Park', landmarks: 'Scissortail Park|Bricktown|the Myriad Botanical Gardens|Will Rogers Park' },
  { city: 'Tulsa', state: 'OK', lat: 36.13, lng: -95.97, radiusKm: 6, ppsf: 140, weight: 1, urban: 0.15, lot: 7500, built: 1930, region: 'south',
    zips: '74103 74104 74105 74112 74114 74119 74120', neighborhoods: 'Brookside|Maple Ridge|Cherry Street|Swan Lake|Florence Park|the Pearl District|Kendall-Whittier', landmarks: 'Gathering Place|the Philbrook Museum|Woodward Park|the River Parks trails' },
  { city: 'Kansas City', state: 'MO', lat: 39.05, lng: -94.58, radiusKm: 5, ppsf: 180, weight: 2, urban: 0.2, lot: 6500, built: 1915, region: 'midwest',
    zips: '64108 64109 64110 64111 64112 64113 64124 64130', neighborhoods: 'Brookside|Westport|Hyde Park|Valentine|Volker|Armour Hills|the Crossroads', landmarks: 'the Country Club Plaza|Loose Park|the Nelson-Atkins Museum|Union Station' },
  { city: 'Omaha', state: 'NE', lat: 41.26, lng: -96.01, radiusKm: 5, ppsf: 170, weight: 1, urban: 0.15, lot: 7000, built: 1915, region: 'midwest',
    zips: '68102 68104 68105 68106 68114 68124 68131 68132', neighborhoods: 'Dundee|Benson|Midtown|Field Club|Blackstone|Aksarben Village|Gifford Park', landmarks: 'Memorial Park|Elmwood Park|the Old Market|Hanscom Park' },
  { city: 'Minneapolis', state: 'MN', lat: 44.95, lng: -93.27, radiusKm: 5, ppsf: 240, weight: 2, urban: 0.3, lot: 5500, built: 1905, region: 'midwest',
    zips: '55401 55403 55404 55405 55406 55407 55408 55409 55410 55414', neighborhoods: 'Uptown|Longfellow|Corcoran|Kingfield|Linden Hills|Northeast|Whittier|Nokomis', landmarks: 'Bde Maka Ska|Lake Harriet|the Midtown Greenway|Powderhorn Park' },
  { city: 'Milwaukee', state: 'WI', lat: 43.05, lng: -87.94, radiusKm: 4, ppsf: 140, weight: 1, urban: 0.25, lot: 4800, built: 1900, region: 'midwest',
    zips: '53202 53203 53204 53205 53206 53208 53210 53211 53212', neighborhoods: 'Riverwest|the East Side|Walker\'s Point|Washington Heights|Brewers Hill|the Historic Third Ward', landmarks: 'Lake Park|the Milwaukee Art Museum|Washington Park|the Oak Leaf Trail' },
  { city: 'Madison', state: 'WI', lat: 43.06, lng: -89.43, radiusKm: 3, ppsf: 260, weight: 1, urban: 0.25, lot: 6500, built: 1920, region: 'midwest',
    zips: '53703 53704 53705 53711 53715 53726', neighborhoods: 'Vilas|Regent|Dudgeon-Monroe|Westmorland|University Heights|Sunset Village', landmarks: 'the UW Arboretum|Camp Randall Stadium|Lake Wingra|Monroe Street' },
  { city: 'St. Louis', state: 'MO', lat: 38.62, lng: -90.26, radiusKm: 4, ppsf: 150, weight: 2, urban: 0.25, lot: 4500, built: 1895, region: 'midwest',
    zips: '63104 63108 63109 63110 63112 63116 63118 63139', neighborhoods: 'the Central West End|Tower Grove|Shaw|Lafayette Square|Soulard|Compton Heights|Southwest Garden', landmarks: 'Forest Park|Tower Grove Park|the Missouri Botanical Garden|the Delmar Loop' },
  { city: 'Indianapolis', state: 'IN', lat: 39.79, lng: -86.15, radiusKm: 7, ppsf: 160, weight: 2, urban: 0.15, lot: 6500, built: 1910, region: 'midwest',
    zips: '46201 46202 46203 46204 46205 46208 46218 46220 46222', neighborhoods: 'Fountain Square|Herron-Morton Place|Meridian-Kessler|Butler-Tarkington|Lockerbie Square|the Old Northside|Bates-Hendricks', landmarks: 'the Monon Trail|the Indianapolis Cultural Trail|Garfield Park|Newfields' },
  { city: 'Columbus', state: 'OH', lat: 39.98, lng: -83.0, radiusKm: 7, ppsf: 200, weight: 2, urban: 0.2, lot: 6000, built: 1910, region: 'midwest',
    zips: '43201 43202 43203 43205 43206 43209 43211 43214 43215', neighborhoods: 'German Village|Clintonville|Italian Village|the Short North|Victorian Village|Olde Towne East|Merion Village', landmarks: 'the Scioto Mile|Goodale Park|Ohio State University|Schiller Park' },
  { city: 'Cincinnati', state: 'OH', lat: 39.14, lng: -84.5, radiusKm: 4, ppsf: 170, weight: 1, urban: 0.2, lot: 5500, built: 1900, region: 'midwest',
    zips: '45202 45206 45208 45209 45219 45220 45223 45229', neighborhoods: 'Hyde Park|Clifton|Northside|Over-the-Rhine|Walnut Hills|Mount Auburn|Oakley', landmarks: 'Eden Park|the Cincinnati Zoo|Findlay Market|Burnet Woods' },
  { city: 'Cleveland', state: 'OH', lat: 41.47, lng: -81.68, radiusKm: 4, ppsf: 110, weight: 2, urban: 0.2, lot: 4500, built: 1900, region: 'midwest',
    zips: '44102 44103 44104 44105 44106 44109 44113 44120', neighborhoods: 'Tremont|Ohio City|Slavic Village|Buckeye-Shaker|Little Italy|Detroit-Shoreway|Clark-Fulton', landmarks: 'the West Side Market|the Cleveland Museum of Art|Progressive Field|Lincoln Park' },
  { city: 'Detroit', state: 'MI', lat: 42.37, lng: -83.08, radiusKm: 5, ppsf: 80, weight: 2, urban: 0.15, lot: 4500, built: 1915, region: 'midwest',
    zips: '48201 48202 48204 48206 48208 48221 48227 48238', neighborhoods: 'Boston-Edison|Virginia Park|New Center|Woodbridge|Corktown|the North End|Midtown', landmarks: 'Wayne State University|the Detroit Institute of Arts|the Fisher Building|Michigan Central Station' },
  { city: 'Pittsburgh', state: 'PA', lat: 40.445, lng: -79.935, radiusKm: 3, ppsf: 150, weight: 2, urban: 0.2, lot: 4000, built: 1895, region: 'northeast',
    zips: '15206 15207 15208 15213 15217 15218 15221 15232', neighborhoods: 'Shadyside|Squirrel Hill|Lawrenceville|Bloomfield|East Liberty|Friendship|Point Breeze', landmarks: 'Schenley Park|Frick Park|the University of Pittsburgh|Walnut Street' },
  { city: 'Buffalo', state: 'NY', lat: 42.91, lng: -78.86, radiusKm: 4, ppsf: 150, weight: 1, urban: 0.2, lot: 4000, built: 1900, region: 'northeast',
    zips: '14201 14207 14208 14209 14213 14214 14215 14216 14222', neighborhoods: 'Elmwood Village|Allentown|North Buffalo|Parkside|the West Side|Hamlin Park', landmarks: 'Delaware Park|the Buffalo Zoo|the Buffalo AKG Art Museum|Canalside' },
  { city: 'Philadelphia', state: 'PA', lat: 39.96, lng: -75.18, radiusKm: 4, ppsf: 220, weight: 4, urban: 0.25, lot: 1500, built: 1890, region: 'northeast', rowhouse: true,
    zips: '19102 19103 19104 19121 19123 19125 19130 19131 19146 19147', neighborhoods: 'Fairmount|Fishtown|Graduate Hospital|Northern Liberties|Queen Village|Brewerytown|Spruce Hill|Bella Vista', landmarks: 'Fairmount Park|Rittenhouse Square|the Schuylkill River Trail|the Philadelphia Museum of Art' },
  { city: 'Providence', state: 'RI', lat: 41.82, lng: -71.41, radiusKm: 3, ppsf: 300, weight: 1, urban: 0.25, lot: 4500, built: 1895, region: 'northeast',
    zips: '02903 02904 02905 02906 02907 02908 02909', neighborhoods: 'Fox Point|College Hill|the West End|Federal Hill|Elmhurst|Summit|Wayland Square', landmarks: 'Brown University|Roger Williams Park|the RISD Museum|Thayer Street' },
  { city: 'Richmond', state: 'VA', lat: 37.56, lng: -77.47, radiusKm: 4, ppsf: 230, weight: 1, urban: 0.2, lot: 5000, built: 1905, region: 'south', rowhouse: true,
    zips: '23219 23220 23221 23222 23223 23224 23225 23230', neighborhoods: 'the Fan District|the Museum District|Jackson Ward|Northside|Scott\'s Addition|Bellevue|Church Hill', landmarks: 'Carytown|Monument Avenue|Byrd Park|the Virginia Museum of Fine Arts' },
  { city: 'Virginia Beach', state: 'VA', lat: 36.84, lng: -76.08, radiusKm: 5, ppsf: 240, weight: 1, urban: 0.15, lot: 9000, built: 1965, region: 'south',
    zips: '23451 23452 23454 23455 23456 23462 23464', neighborhoods: 'Kempsville|Thalia|Great Neck|Lynnhaven|Bayside|Princess Anne Plaza', landmarks: 'Mount Trashmore Park|Virginia Beach Town Center|First Landing State Park|the Oceanfront' },
  { city: 'Charlotte', state: 'NC', lat: 35.21, lng: -80.84, radiusKm: 7, ppsf: 270, weight: 3, urban: 0.2, lot: 9000, built: 1935, region: 'south',
    zips: '28202 28203 28204 28205 28206 28207 28208 28209 28210 28211', neighborhoods: 'Dilworth|Plaza Midwood|NoDa|Myers Park|Elizabeth|South End|Wesley Heights|Cotswold', landmarks: 'Freedom Park|the Little Sugar Creek Greenway|the LYNX Blue Line|Romare Bearden Park' },
  { city: 'Raleigh', state: 'NC', lat: 35.79, lng: -78.65, radiusKm: 6, ppsf: 280, weight: 2, urban: 0.2, lot: 9500, built: 1940, region: 'south',
    zips: '27601 27603 27604 27605 27606 27607 27608 27609 27610', neighborhoods: 'Five Points|Oakwood|Boylan Heights|Hayes Barton|Mordecai|Glenwood-Brooklyn|North Hills', landmarks: 'Dorothea Dix Park|NC State University|Pullen Park|the Capital Area Greenway' },
  { city: 'Nashville', state: 'TN', lat: 36.15, lng: -86.79, radiusKm: 6, ppsf: 330, weight: 3, urban: 0.25, lot: 8500, built: 1930, region: 'south',
    zips: '37203 37204 37205 37206 37208 37209 37210 37212 37215 37216', neighborhoods: 'East Nashville|12South|Germantown|Sylvan Park|The Nations|Belmont-Hillsboro|Wedgewood-Houston|Inglewood', landmarks: 'Centennial Park|Music Row|Vanderbilt University|Shelby Park' },
  { city: 'Memphis', state: 'TN', lat: 35.13, lng: -89.98, radiusKm: 6, ppsf: 110, weight: 1, urban: 0.15, lot: 8000, built: 1925, region: 'south',
    zips: '38103 38104 38105 38106 38107 38111 38112 38117 38122', neighborhoods: 'Midtown|Cooper-Young|Central Gardens|Chickasaw Gardens|Evergreen|High Point Terrace|East Memphis', landmarks: 'Overton Park|the Memphis Zoo|Broad Avenue|the University of Memphis' },
  { city: 'Louisville', state: 'KY', lat: 38.22, lng: -85.72, radiusKm: 5, ppsf: 170, weight: 1, urban: 0.15, lot: 6500, built: 1910, region: 'south',
    zips: '40202 40203 40204 40205 40206 40208 40210 40217 40220', neighborhoods: 'the Highlands|Crescent Hill|Germantown|Old Louisville|Clifton|Cherokee Triangle|Schnitzelburg', landmarks: 'Cherokee Park|Bardstown Road|Churchill Downs|the University of Louisville' },
  { city: 'Birmingham', state: 'AL', lat: 33.5, lng: -86.8, radiusKm: 6, ppsf: 130, weight: 1, urban: 0.15, lot: 9000, built: 1920, region: 'south',
    zips: '35203 35204 35205 35206 35209 35212 35213 35222 35233', neighborhoods: 'Highland Park|Southside|Forest Park|Glen Iris|Crestwood|Avondale|Redmont Park', landmarks: 'Railroad Park|Vulcan Park|Avondale Park|UAB' },
  { city: 'New Orleans', state: 'LA', lat: 29.96, lng: -90.1, radiusKm: 2.5, ppsf: 200, weight: 2, urban: 0.25, lot: 4000, built: 1890, region: 'south',
    zips: '70112 70113 70115 70116 70117 70118 70119 70122 70125', neighborhoods: 'Mid-City|Bayou St. John|Treme|the Seventh Ward|Uptown|Broadmoor|Esplanade Ridge', landmarks: 'City Park|the Lafitte Greenway|the French Quarter|the Canal Street streetcar' },
  { city: 'Jacksonville', state: 'FL', lat: 30.32, lng: -81.68, radiusKm: 7, ppsf: 200, weight: 2, urban: 0.15, lot: 8000, built: 1940, region: 'south',
    zips: '32202 32204 32205 32206 32207 32208 32210 32211 32216', neighborhoods: 'Riverside|Avondale|San Marco|Springfield|Murray Hill|Ortega|Lakewood', landmarks: 'Memorial Park|the St. Johns Riverwalk|Five Points|Friendship Fountain' },
  { city: 'Tampa', state: 'FL', lat: 27.98, lng: -82.47, radiusKm: 4, ppsf: 300, weight: 2, urban: 0.25, lot: 6500, built: 1930, region: 'south',
    zips: '33602 33603 33604 33606 33607 33609 33610 33611 33629', neighborhoods: 'Seminole Heights|Hyde Park|Tampa Heights|Ybor City|Palma Ceia|Davis Islands|Riverside Heights', landmarks: 'Bayshore Boulevard|the Tampa Riverwalk|Armature Works|Curtis Hixon Park' },
  { city: 'Orlando', state: 'FL', lat: 28.55, lng: -81.37, radiusKm: 7, ppsf: 260, weight: 2, urban: 0.25, lot: 7500, built: 1950, region: 'south',
    zips: '32801 32803 32804 32805 32806 32807 32808 32812 32839', neighborhoods: 'Thornton Park|College Park|Baldwin Park|Audubon Park|Delaney Park|Colonialtown|Lake Como', landmarks: 'Lake Eola Park|Harry P. Leu Gardens|Loch Haven Park|Camping World Stadium' },
  { city: 'Miami', state: 'FL', lat: 25.765, lng: -80.24, radiusKm: 4, ppsf: 550, weight: 4, urban: 0.55, lot: 6000, built: 1935, region: 'south',
    zips: '33125 33126 33127 33128 33129 33130 33133 33135 33142 33145 33155', neighborhoods: 'Little Havana|Coral Way|Shenandoah|the Roads|Silver Bluff|Coconut Grove|Allapattah', landmarks: 'Calle Ocho|Miracle Mile|Vizcaya Museum and Gardens|Peacock Park' },
  { city: 'Savannah', state: 'GA', lat: 32.05, lng: -81.1, radiusKm: 4, ppsf: 250, weight: 1, urban: 0.15, lot: 6000, built: 1900, region: 'south',
    zips: '31401 31404 31405 31406 31415', neighborhoods: 'the Historic District|the Victorian District|Thomas Square|Ardsley Park|Midtown|Parkside', landmarks: 'Forsyth Park|Daffin Park|the historic squares|SCAD' },
  { city: 'Charleston', state: 'SC', lat: 32.81, lng: -80.03, radiusKm: 3, ppsf: 380, weight: 1, urban: 0.15, lot: 8000, built: 1950, region: 'south',
    zips: '29401 29403 29405 29407 29414', neighborhoods: 'Avondale|Byrnes Downs|Windermere|Moreland|Northbridge Terrace|Westwood', landmarks: 'the West Ashley Greenway|Charles Towne Landing|the Ashley River|downtown Charleston' },
  { city: 'Honolulu', state: 'HI', lat: 21.31, lng: -157.83, radiusKm: 2.5, ppsf: 750, weight: 1, urban: 0.55, lot: 5000, built: 1950, region: 'west',
    zips: '96813 96814 96815 96816 96817 96822 96826', neighborhoods: 'Manoa|Makiki|Moiliili|Nuuanu|Kaimuki|Punchbowl|Kapahulu', landmarks: 'Ala Moana Center|the University of Hawaii at Manoa|Waikiki Beach|Diamond Head' },
  { city: 'Anchorage', state: 'AK', lat: 61.19, lng: -149.86, radiusKm: 5, ppsf: 230, weight: 1, urban: 0.15, lot: 8500, built: 1960, region: 'west',
    zips: '99501 99503 99504 99507 99508 99515 99517', neighborhoods: 'Midtown|Spenard|Turnagain|Airport Heights|Rogers Park|Bootleggers Cove|South Addition', landmarks: 'the Tony Knowles Coastal Trail|Westchester Lagoon|the Chester Creek Trail|Lake Hood' },
  { city: 'Sacramento', state: 'CA', lat: 38.56, lng: -121.47, radiusKm: 5, ppsf: 330, weight: 2, urban: 0.2, lot: 6000, built: 1925, region: 'west',
    zips: '95811 95814 95816 95817 95818 95819 95820 95822', neighborhoods: 'Midtown|East Sacramento|Land Park|Curtis Park|Oak Park|Tahoe Park|Boulevard Park', landmarks: 'McKinley Park|the State Capitol|Sutter\'s Fort|the American River Parkway' },
  { city: 'Oakland', state: 'CA', lat: 37.815, lng: -122.235, radiusKm: 3, ppsf: 600, weight: 2, urban: 0.3, lot: 4500, built: 1915, region: 'west',
    zips: '94601 94602 94606 94607 94609 94610 94611 94612 94618 94619', neighborhoods: 'Rockridge|Temescal|Piedmont Avenue|Grand Lake|Adams Point|Crocker Highlands|Glenview|the Dimond', landmarks: 'Lake Merritt|Mosswood Park|the Grand Lake Theatre|Lakeshore Avenue' },
];

/** The demo cities, in a fixed order (the generator's picks depend on it). */
export const DEMO_CITIES: readonly DemoCity[] = ENTRIES.map((entry) => ({
  ...entry,
  zips: entry.zips.split(' '),
  neighborhoods: entry.neighborhoods.split('|'),
  landmarks: entry.landmarks.split('|'),
}));

/** The city a listing belongs to, by its city and state. */
export function findDemoCity(city: string, state: string): DemoCity | undefined {
  return DEMO_CITIES.find((c) => c.city === city && c.state === state);
}

/** The box every coordinate of a city's listings falls in: its radius around the centre. */
export function demoCityBounds(c: DemoCity) {
  const dLat = c.radiusKm / 111.32;
  const dLng = c.radiusKm / (111.32 * Math.cos((c.lat * Math.PI) / 180));
  return { minLat: c.lat - dLat, maxLat: c.lat + dLat, minLng: c.lng - dLng, maxLng: c.lng + dLng };
}
