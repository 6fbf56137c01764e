@testable import LayoutModel
import Testing
import TestRandom

/// The bound behind `number-too-large` for chains of multipliers (``MultiplierChains``): its
/// blocks (``CycleBlocks``) on a graph whose blocks are known, and the bound against every
/// simple path and cycle of small random graphs, walked one by one.
@Suite struct MultiplierBoundTests {
    /// A triangle, a bridge, two parallel edges, a self-loop and a vertex without edges.
    @Test func blocksOfAKnownGraph() {
        let edges: [(u: Int, v: Int, weight: Double)] = [
            (0, 1, 1), (1, 2, 1), (2, 0, 1),  // the triangle
            (2, 3, 1),                        // a bridge
            (3, 4, 1), (4, 3, 1),             // parallel edges: a cycle of two
            (4, 4, 1),                        // a self-loop
        ]
        let blocks = CycleBlocks.blocks(vertexCount: 6, edges: edges)
        #expect(blocks[0] == blocks[1] && blocks[1] == blocks[2])
        #expect(Set([blocks[0], blocks[3], blocks[4], blocks[6]]).count == 4)
        #expect(blocks[4] == blocks[5])
        #expect(blocks.allSatisfy { $0 >= 0 })
    }

    /// Block weights multiply along the block tree's path, not over the whole component: two
    /// blocks of weight 3 hanging off a chain, and a third of weight 5 off to one side of the
    /// middle, give 5 × 3 at most (a path passes two leaves of the tree).
    @Test func pathProductsFollowTheBlockTree() {
        let edges: [(u: Int, v: Int, weight: Double)] = [
            (0, 1, 1), (1, 2, 1),              // a chain of bridges
            (0, 3, 3), (3, 0, 1),              // a block of weight 3 at 0
            (2, 4, 3), (4, 2, 1),              // and at 2
            (1, 5, 5), (5, 1, 1),              // and one of weight 5 at 1
            (6, 7, 2),                         // another component: a bridge of weight 2
        ]
        let products = CycleBlocks.largestPathProducts(vertexCount: 9, edges: edges)
        #expect(products[0] == 15 && products[3] == 15 && products[5] == 15)
        #expect(products[6] == 2 && products[7] == 2)
        #expect(products[8] == 1)
    }

    /// Soundness: on 3,000 random multigraphs of up to 6 items (self-loops and parallel edges
    /// included, gains from ordinary proportions to 751 and the ends of `Double`'s range), the bound of each component is at
    /// least the gain of every simple path and every simple cycle in it, found by walking them
    /// all.
    @Test func theBoundHoldsForEverySimplePathAndCycle() {
        var random = SplitMix64(seed: 23)
        // Ordinary proportions, the fuzzer's 751 and 390, and numbers at the ends of `Double`'s
        // range (whose scales overflow to infinity and underflow to 0).
        let gains: [Double] = [1, 1, 1, 2, 0.5, 3, 1.0 / 3, 16.0 / 9, 9.0 / 16, 751, 1.0 / 390, 0.2, 5e-324, 1e308, 0x1p1022]
        for _ in 0..<3_000 {
            let vertexCount = 2 + Int(random.next() % 5)
            let edgeCount = 1 + Int(random.next() % 9)
            var relations: [(first: Int, second: Int, gain: Double)] = []
            for _ in 0..<edgeCount {
                relations.append((Int(random.next() % UInt64(vertexCount)), Int(random.next() % UInt64(vertexCount)), gains[Int(random.next() % UInt64(gains.count))]))
            }
            var forest = ScaleForest()
            for index in 0..<vertexCount {
                _ = forest.node(for: MultiplierChains.Node(.view("v\(index)"), .horizontal))
            }
            var edges: [(u: Int, v: Int, weight: Double)] = []
            for relation in relations {
                edges.append((relation.first, relation.second, forest.relate(relation.first, to: relation.second, gain: relation.gain)))
            }
            let paths = CycleBlocks.largestPathProducts(vertexCount: vertexCount, edges: edges)
            for start in 0..<vertexCount {
                let root = forest.root(of: start)
                let bound = forest.range(of: root) * paths[root]
                let walked = Self.largestGain(from: start, relations)
                #expect(walked <= bound * (1 + 1e-9), "\(relations): from v\(start), a gain of \(walked) over the bound \(bound)")
            }
        }
    }

    /// The largest gain of a simple path from `start`, or of a simple cycle through it: an edge
    /// `first = gain × second` multiplies by `gain` from second to first, by `1/gain` back.
    static func largestGain(from start: Int, _ relations: [(first: Int, second: Int, gain: Double)]) -> Double {
        var best = 1.0
        var visited: Set<Int> = [start]
        var used: Set<Int> = []
        func walk(_ vertex: Int, _ gain: Double) {
            best = max(best, gain)
            for (index, relation) in relations.enumerated() where !used.contains(index) {
                for (from, to, factor) in [(relation.second, relation.first, relation.gain), (relation.first, relation.second, 1 / relation.gain)] where from == vertex {
                    if to == start {
                        best = max(best, gain * factor)  // a simple cycle back to the start
                    } else if !visited.contains(to) {
                        visited.insert(to)
                        used.insert(index)
                        walk(to, gain * factor)
                        used.remove(index)
                        visited.remove(to)
                    }
                }
            }
        }
        walk(start, 1)
        return best
    }
}
