import { expect } from '../../packages/test-utils/index.ts';
import {
  cornerExtent,
  cornerShapeFor,
  resolveShape,
  squirclePath,
  type SquircleBox,
} from './squircle-path.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** Real SVG geometry: is a point inside the path's fill? */
function shapeOf(box: SquircleBox) {
  const svg = document.createElementNS(SVG, 'svg');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', squirclePath(box));
  svg.append(path);
  document.body.append(svg);
  return {
    inside: (x: number, y: number) => path.isPointInFill(new DOMPoint(x, y)),
    remove: () => svg.remove(),
  };
}

afterEach(() => document.body.replaceChildren());

describe('squirclePath', () => {
  it('starts where the top-right corner curve begins, (1 + smoothing) × radius from the corner', () => {
    expect(squirclePath({ width: 200, height: 100, radius: 20, smoothing: 0.6 })).to.match(
      /^M 168 0 /,
    );
    expect(squirclePath({ width: 200, height: 100, radius: 20, smoothing: 0 })).to.match(
      /^M 180 0 /,
    );
  });

  it('cuts the corners and keeps the sides and the centre', () => {
    const shape = shapeOf({ width: 200, height: 100, radius: 24, smoothing: 0.6 });
    expect(shape.inside(100, 50)).to.equal(true);
    expect([
      shape.inside(100, 0.5),
      shape.inside(199.5, 50),
      shape.inside(100, 99.5),
      shape.inside(0.5, 50),
    ]).to.deep.equal([true, true, true, true]);
    expect([
      shape.inside(1, 1),
      shape.inside(199, 1),
      shape.inside(199, 99),
      shape.inside(1, 99),
    ]).to.deep.equal([false, false, false, false]);
  });

  it('is symmetric about both axes', () => {
    const width = 160;
    const height = 90;
    const shape = shapeOf({ width, height, radius: 30, smoothing: 0.8 });
    const mismatches: string[] = [];
    for (let x = 0.5; x < 40; x += 3) {
      for (let y = 0.5; y < 40; y += 3) {
        const here = shape.inside(x, y);
        if (here !== shape.inside(width - x, y) || here !== shape.inside(x, height - y))
          mismatches.push(`${x},${y}`);
      }
    }
    expect(mismatches).to.deep.equal([]);
  });

  it('with smoothing 0 draws circular corners', () => {
    const r = 40;
    const shape = shapeOf({ width: 200, height: 200, radius: r, smoothing: 0 });
    // Just inside and just outside the quarter circle centred at (r, r).
    const at = (distance: number) => r - distance * Math.SQRT1_2;
    expect(shape.inside(at(r - 1), at(r - 1))).to.equal(true);
    expect(shape.inside(at(r + 1), at(r + 1))).to.equal(false);
  });

  it('more smoothing spreads the curve further along the sides', () => {
    const outsideInCorner = (smoothing: number) => {
      const shape = shapeOf({ width: 300, height: 300, radius: 40, smoothing });
      let outside = 0;
      for (let x = 0.5; x < 80; x += 1)
        for (let y = 0.5; y < 80; y += 1) if (!shape.inside(x, y)) outside += 1;
      shape.remove();
      return outside;
    };
    expect(outsideInCorner(1)).to.be.greaterThan(outsideInCorner(0.6));
    expect(outsideInCorner(0.6)).to.be.greaterThan(outsideInCorner(0));
  });

  it('never lets the corners overlap on a small box: a radius beyond half the short side becomes a stadium', () => {
    expect(cornerExtent(100, 60, 1000, 0.6)).to.equal(30);
    const path = squirclePath({ width: 100, height: 60, radius: 1000, smoothing: 0.6 });
    expect(path).not.to.match(/NaN|Infinity/);
    const shape = shapeOf({ width: 100, height: 60, radius: 1000, smoothing: 0.6 });
    expect([shape.inside(50, 30), shape.inside(0.5, 30), shape.inside(50, 0.5)]).to.deep.equal([
      true,
      true,
      true,
    ]);
    expect(shape.inside(3, 3)).to.equal(false);
  });

  it('draws a plain rectangle for radius 0 and nothing for an empty box', () => {
    const shape = shapeOf({ width: 50, height: 50, radius: 0, smoothing: 0.6 });
    expect(shape.inside(0.2, 0.2)).to.equal(true);
    expect(squirclePath({ width: 0, height: 40, radius: 10, smoothing: 0.6 })).to.equal('');
  });

  it('can be placed at an offset (for a ring outside the box)', () => {
    const shape = shapeOf({ width: 100, height: 100, radius: 10, smoothing: 0.6, x: -4, y: -4 });
    expect(shape.inside(-3.5, 48)).to.equal(true);
    expect(shape.inside(96.5, 48)).to.equal(false);
    expect(
      squirclePath({ width: 100, height: 100, radius: 10, smoothing: 0.6, x: -4, y: -4 }),
    ).to.match(/^M 80 -4 /);
  });
});

describe('cornerShapeFor', () => {
  it('maps smoothing onto superellipse(): 0 is round, the default 0.6 is squircle', () => {
    expect([0, 0.3, 0.6, 1].map(cornerShapeFor)).to.deep.equal([
      'round',
      'superellipse(1.5)',
      'squircle',
      'superellipse(2.67)',
    ]);
  });

  it('produces values the browser accepts (the test Chromium supports corner-shape)', () => {
    const rejected = [0, 0.1, 0.3, 0.6, 0.75, 1]
      .map(cornerShapeFor)
      .filter((value) => !CSS.supports('corner-shape', value));
    expect(rejected).to.deep.equal([]);
  });
});

describe('resolveShape', () => {
  it('uses the defaults when attributes are missing', () => {
    expect(resolveShape(undefined, undefined)).to.deep.equal({
      radius: 24,
      smoothing: 0.6,
      problems: [],
    });
  });

  it('keeps valid values', () => {
    expect(resolveShape(0, 1)).to.deep.equal({ radius: 0, smoothing: 1, problems: [] });
  });

  it('replaces a bad radius with the default and clamps smoothing, listing each problem', () => {
    const resolved = resolveShape(Number('big'), 1.5);
    expect(resolved.radius).to.equal(24);
    expect(resolved.smoothing).to.equal(1);
    expect(resolved.problems).to.have.length(2);
    expect(resolveShape(-3, Number.NaN)).to.include({ radius: 24, smoothing: 0.6 });
  });
});
