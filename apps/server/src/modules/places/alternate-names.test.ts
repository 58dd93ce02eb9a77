import { describe, expect, it } from 'vitest';
import { US_STATES } from '@app/shared/reference/us-states';
import { ZPlace } from '@app/shared/search/search.schema';
import { CLDR_CITY_NAMES } from './city-names.cldr';
import { CITY_NAMES } from './city-names.data';
import { gazetteer, labelOf } from './gazetteer';
import { hasCjk } from './place-text';
import { resolvePlace, suggestPlaces } from './places.service';
import { STATE_NAMES } from './state-names.data';

const labels = (query: string, limit = 8) => suggestPlaces(query, limit).map((place) => place.label);

describe('place names in Chinese and Spanish', () => {
  it('Node has the full ICU data the country names come from (Intl.DisplayNames in zh-Hant, zh-Hans, es)', () => {
    const of = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    expect([of('zh-Hant', 'JP'), of('zh-Hans', 'JP'), of('es', 'JP')]).toEqual(['日本', '日本', 'Japón']);
    expect([of('zh-Hant', 'US'), of('zh-Hans', 'US'), of('es', 'US')]).toEqual(['美國', '美国', 'Estados Unidos']);
  });

  it.each([
    // Chinese: cities, with or without 市, in both scripts (臺 and 台 alike)
    ['台北', 'Taipei'],
    ['台北市', 'Taipei'],
    ['臺北市', 'Taipei'],
    ['纽约', 'New York, NY'],
    ['紐約', 'New York, NY'],
    ['纽约市', 'New York, NY'],
    ['洛杉矶', 'Los Angeles, CA'],
    ['洛杉磯', 'Los Angeles, CA'],
    ['旧金山', 'San Francisco, CA'],
    ['三藩市', 'San Francisco, CA'],
    ['西雅图', 'Seattle, WA'],
    ['休斯敦', 'Houston, TX'],
    ['迈阿密', 'Miami, FL'],
    ['芝加哥', 'Chicago, IL'],
    ['波士顿', 'Boston, MA'],
    ['拉斯维加斯', 'Las Vegas, NV'],
    ['费城', 'Philadelphia, PA'],
    ['尔湾', 'Irvine, CA'],
    ['爾灣', 'Irvine, CA'],
    ['阿凯迪亚', 'Arcadia, CA'],
    ['阿凱迪亞', 'Arcadia, CA'],
    ['圣盖博', 'San Gabriel, CA'],
    ['贝尔维尤', 'Bellevue, WA'],
    ['貝爾維尤', 'Bellevue, WA'],
    ['上海', 'Shanghai'],
    ['北京', 'Beijing'],
    ['东京', 'Tokyo'],
    ['東京', 'Tokyo'],
    ['伦敦', 'London'],
    ['巴黎', 'Paris, France'],
    ['温哥华', 'Vancouver, Canada'],
    ['溫哥華', 'Vancouver, Canada'],
    ['多伦多', 'Toronto'],
    ['悉尼', 'Sydney, Australia'],
    ['雪梨', 'Sydney, Australia'],
    ['墨西哥城', 'Mexico City'],
    ['马德里', 'Madrid'],
    ['布宜诺斯艾利斯', 'Buenos Aires'],
    ['高雄', 'Kaohsiung'],
    // Chinese: states (州 optional, short forms), countries
    ['加州', 'California'],
    ['加利福尼亚州', 'California'],
    ['加利福尼亞州', 'California'],
    ['加利福尼亚', 'California'],
    ['德州', 'Texas'],
    ['德克萨斯', 'Texas'],
    ['佛州', 'Florida'],
    ['纽约州', 'New York'],
    ['紐約州', 'New York'],
    ['华盛顿州', 'Washington'],
    ['日本', 'Japan'],
    ['台湾', 'Taiwan'],
    ['臺灣', 'Taiwan'],
    ['美国', 'United States'],
    ['香港', 'Hong Kong'],
    ['新加坡', 'Singapore'],
    // Chinese, qualified: by commas (full-width too), spaces, or the larger place first and unspaced
    ['洛杉矶, 加州', 'Los Angeles, CA'],
    ['洛杉矶，加州', 'Los Angeles, CA'],
    ['洛杉矶 加州', 'Los Angeles, CA'],
    ['加州洛杉矶', 'Los Angeles, CA'],
    ['美国加州洛杉矶', 'Los Angeles, CA'],
    ['日本东京', 'Tokyo'],
    ['台北, 台灣', 'Taipei'],
    // Spanish
    ['Nueva York', 'New York'],
    ['Nueva York, NY', 'New York, NY'],
    ['Florida', 'Florida'],
    ['Japón', 'Japan'],
    ['Londres', 'London'],
    ['Tokio', 'Tokyo'],
    ['Filadelfia', 'Philadelphia, PA'],
    ['Nueva Orleans', 'New Orleans, LA'],
    ['Los Ángeles, California', 'Los Angeles, CA'],
    ['Ciudad de México', 'Mexico City'],
    ['Carolina del Norte', 'North Carolina'],
    ['Reino Unido', 'United Kingdom'],
  ])('reads %j as the place %j reads as, with its English names', (query, english) => {
    const place = resolvePlace(query);
    expect(place).not.toBeNull();
    expect(place).toEqual(resolvePlace(english));
  });

  it('finds a Chinese name by its first characters: "洛" → 洛杉矶, "台" → 台北', () => {
    expect(suggestPlaces('洛', 8)[0]).toMatchObject({ id: resolvePlace('Los Angeles, CA')!.id, label: '洛杉矶, 加州' });
    expect(labels('台')).toContain('台北, 台灣');
    expect(labels('加利')).toContain('加利福尼亚州');
  });

  it.each([
    ['洛杉矶', '洛杉矶, 加州'],
    ['洛杉磯', '洛杉磯, 加州'],
    ['纽约', '纽约, 纽约州'],
    ['台北', '台北, 台灣'],
    ['台北市', '台北, 台灣'],
    ['东京', '东京, 日本'],
    ['東京', '東京, 日本'],
    ['尔湾', '尔湾, 加州'],
    ['贝尔维尤', '贝尔维尤, 华盛顿州'],
    ['悉尼', '悉尼, 澳大利亚'],
    ['加州', '加州'],
    ['日本', '日本'],
    ['Londres', 'Londres, Reino Unido'],
    ['Tokio', 'Tokio, Japón'],
    ['Nueva York', 'Nueva York'],
    ['Japón', 'Japón'],
  ])("labels a place found by another language's name in that language: %j → %j first", (query, label) => {
    expect(labels(query)[0]).toBe(label);
  });

  it('labels the city after the state as the state qualifies it: "Nueva York" → the state, then "Nueva York, NY"', () => {
    expect(labels('Nueva York').slice(0, 2)).toEqual(['Nueva York', 'Nueva York, NY']);
    expect(labels('纽约').slice(0, 2)).toEqual(['纽约, 纽约州', '纽约州']);
  });

  it('keeps English suggestions English: "lisb" → Lisbon, Portugal (not Lisboa); "ar" → no Spanish name among the first', () => {
    expect(labels('lisb')[0]).toBe('Lisbon, Portugal');
    expect(labels('ar')).toEqual(expect.not.arrayContaining(['Arabia Saudí']));
    expect(labels('Canton', 3)).toEqual(['Canton, MI', 'Canton, OH', 'Canton, GA']);
  });

  it('reads a name that is English for one place and Spanish for another as the English one unless the other is far bigger', () => {
    expect(resolvePlace('Canton')).toMatchObject({ label: 'Canton, MI' });
    expect(resolvePlace('Granada')).toMatchObject({ kind: 'city', label: 'Granada, Spain' });
    expect(resolvePlace('Filadelfia')).toMatchObject({ label: 'Philadelphia, PA' });
    // Rome is still suggested after the Romas, labelled so that it reads back as itself.
    expect(labels('Roma')).toContain('Rome, Italy');
    expect(resolvePlace('Rome, Italy')).toMatchObject({ city: 'Rome', country: 'it' });
  });

  it('guesses no typos in Chinese: a wrong character suggests nothing and is no place', () => {
    expect(suggestPlaces('洛杉机', 8)).toEqual([]);
    expect(resolvePlace('洛杉机')).toBeNull();
    expect(resolvePlace('加利福尼')).toBeNull();
    expect(resolvePlace('洛')).toBeNull();
  });

  it('forgives a typo in a Spanish name', () => {
    expect(suggestPlaces('Filadelfa', 8).map((place) => place.id)).toContain(resolvePlace('Philadelphia')!.id);
  });

  it('finds each place by each of its Chinese names, and labels every place found by a Chinese or Spanish name so that the label reads back as that place', () => {
    const g = gazetteer();
    const byId = new Map(g.index.places.map((place) => [place.id, place]));
    for (const alternate of g.names.alternates) {
      const found = suggestPlaces(alternate.text, 8);
      if (hasCjk(alternate.text))
        expect(
          found.map((place) => place.id),
          alternate.text,
        ).toContain(g.index.places[alternate.place]!.id);
      for (const place of found) {
        expect(ZPlace.parse(place)).toEqual(place);
        // English labels are the English behaviour, tested in places.test.ts.
        if (place.label !== labelOf(byId.get(place.id)!))
          expect(resolvePlace(place.label)?.id, `${alternate.text}: ${place.label}`).toBe(place.id);
      }
    }
  });
});

describe('the name tables', () => {
  it('name every US state and DC in both Chinese scripts', () => {
    const codes = US_STATES.filter((state) => state.kind === 'state' || state.kind === 'district').map((state) => state.code);
    expect(STATE_NAMES.map(([code]) => code).sort()).toEqual([...codes].sort());
    for (const [code, hant, hans] of STATE_NAMES) expect(hant && hans, code).toBeTruthy();
  });

  it('name only cities of the gazetteer, each once', () => {
    const cities = new Set(
      gazetteer()
        .index.places.filter((place) => place.kind === 'city')
        .map((place) => `${place.name}|${place.country === 'us' ? place.state : place.country}`),
    );
    for (const table of [CITY_NAMES, CLDR_CITY_NAMES]) {
      const keys = table.map(([name, where]) => `${name}|${where}`);
      expect(keys.filter((key) => !cities.has(key))).toEqual([]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
