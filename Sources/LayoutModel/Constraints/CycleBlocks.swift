/// The biconnected blocks of an undirected multigraph with a weight (at least 1) on each edge,
/// and, for each vertex, the largest product of block weights along a path of its component's
/// block tree. A simple path leaves a block at most once and takes only edges of the blocks it
/// passes through, so the product bounds what the edges it can cross multiply to.
///
/// ``MultiplierChains`` weighs an edge by how far its constraint's gain is from the scales of
/// its items (1 for the edges of the spanning forest), so that proportions closing cycles in
/// separate rows of a form (`field.width == label.width * 2` beside `[label]-[field]`, row
/// after row) count once per path, not once for every row.
enum CycleBlocks {
    /// For every vertex in `0..<vertexCount`, the largest product of block weights along a path
    /// of the block tree of its component (1 for a vertex without edges).
    static func largestPathProducts(vertexCount: Int, edges: [(u: Int, v: Int, weight: Double)]) -> [Double] {
        let blockOfEdge = blocks(vertexCount: vertexCount, edges: edges)
        let blockCount = (blockOfEdge.max() ?? -1) + 1
        var blockWeight = [Double](repeating: 1, count: blockCount)
        var memberships: [(block: Int, vertex: Int)] = []
        for (index, edge) in edges.enumerated() {
            let block = blockOfEdge[index]
            blockWeight[block] *= edge.weight
            memberships.append((block, edge.u))
            memberships.append((block, edge.v))
        }
        memberships.sort { ($0.block, $0.vertex) < ($1.block, $1.vertex) }
        // Each block's distinct vertices, in order, and then the block tree: blocks are nodes
        // 0..<blockCount, vertices blockCount + v; every vertex of a block is joined to it
        // (vertices in one block only are leaves). Lists are kept flat (``Adjacency``): most
        // blocks are one edge to a leaf of the container, and an array each was most of the time.
        var links: [(Int, Int)] = []
        links.reserveCapacity(memberships.count * 2)
        var previous: (block: Int, vertex: Int)?
        for membership in memberships where previous.map({ $0 != membership }) ?? true {
            previous = membership
            links.append((membership.block, blockCount + membership.vertex))
            links.append((blockCount + membership.vertex, membership.block))
        }
        let nodeCount = blockCount + vertexCount
        let neighbours = Adjacency(nodeCount: nodeCount, links: links)
        var result = [Double](repeating: 1, count: vertexCount)
        var seen = [Bool](repeating: false, count: nodeCount)
        var parent = [Int](repeating: -1, count: nodeCount)
        var down = [Double](repeating: 1, count: nodeCount)
        // Each node's place in its component's breadth-first order (read for that component only).
        var position = [Int](repeating: 0, count: nodeCount)
        // (A vertex without edges keeps 1: most of them are the container's leaves, one per
        // constraint on it, and a component each would cost its arrays for nothing.)
        for start in 0..<nodeCount where !seen[start] && !neighbours.range(of: start).isEmpty {
            // Breadth first, then children before parents: the best path down from each node,
            // and the best through it (its weight times its two best children).
            var order = [start]
            seen[start] = true
            var next = 0
            while next < order.count {
                let node = order[next]
                next += 1
                for neighbour in neighbours.targets[neighbours.range(of: node)] where !seen[neighbour] {
                    seen[neighbour] = true
                    parent[neighbour] = node
                    order.append(neighbour)
                }
            }
            var best = 1.0
            var first = [Double](repeating: 1, count: order.count)
            var second = [Double](repeating: 1, count: order.count)
            for (index, node) in order.enumerated() { position[node] = index }
            for index in order.indices.reversed() {
                let node = order[index]
                let weight = node < blockCount ? blockWeight[node] : 1
                down[node] = weight * first[index]
                best = max(best, weight * first[index] * second[index])
                if parent[node] >= 0 {
                    let up = position[parent[node]]
                    if down[node] > first[up] {
                        second[up] = first[up]
                        first[up] = down[node]
                    } else if down[node] > second[up] {
                        second[up] = down[node]
                    }
                }
            }
            for node in order where node >= blockCount { result[node - blockCount] = best }
        }
        return result
    }

    /// Each edge's block number (Tarjan's biconnected components, without recursion). A
    /// self-loop is a block of its own.
    static func blocks(vertexCount: Int, edges: [(u: Int, v: Int, weight: Double)]) -> [Int] {
        var links: [(Int, Int)] = []
        var edgeOfLink: [Int] = []
        links.reserveCapacity(edges.count * 2)
        edgeOfLink.reserveCapacity(edges.count * 2)
        for (index, edge) in edges.enumerated() where edge.u != edge.v {
            links.append((edge.u, edge.v))
            links.append((edge.v, edge.u))
            edgeOfLink.append(index)
            edgeOfLink.append(index)
        }
        let adjacency = Adjacency(nodeCount: vertexCount, links: links, keepingLinks: true)
        // The edge of each entry of `adjacency.targets`.
        let edgeOfEntry = adjacency.linkOfEntry.map { edgeOfLink[$0] }
        var blockOfEdge = [Int](repeating: -1, count: edges.count)
        var blockCount = 0
        var discovered = [Int](repeating: -1, count: vertexCount)
        var low = [Int](repeating: 0, count: vertexCount)
        var time = 0
        var edgeStack: [Int] = []
        var frames: [(vertex: Int, parentEdge: Int, next: Int)] = []
        for start in 0..<vertexCount where discovered[start] < 0 {
            discovered[start] = time
            low[start] = time
            time += 1
            frames.append((start, -1, 0))
            while let top = frames.last {
                let vertex = top.vertex
                let entries = adjacency.range(of: vertex)
                if top.next < entries.count {
                    let entry = entries.lowerBound + top.next
                    let (neighbour, edge) = (adjacency.targets[entry], edgeOfEntry[entry])
                    frames[frames.count - 1].next += 1
                    if edge == top.parentEdge { continue }
                    if discovered[neighbour] < 0 {
                        edgeStack.append(edge)
                        discovered[neighbour] = time
                        low[neighbour] = time
                        time += 1
                        frames.append((neighbour, edge, 0))
                    } else if discovered[neighbour] < discovered[vertex] {
                        // A back edge (seen once, from its lower end).
                        low[vertex] = min(low[vertex], discovered[neighbour])
                        edgeStack.append(edge)
                    }
                    continue
                }
                frames.removeLast()
                guard let parentFrame = frames.last else { continue }
                let parentVertex = parentFrame.vertex
                low[parentVertex] = min(low[parentVertex], low[vertex])
                if low[vertex] >= discovered[parentVertex] {
                    // `parentVertex` separates the edges above `vertex`: one block.
                    while let edge = edgeStack.popLast() {
                        blockOfEdge[edge] = blockCount
                        if edge == top.parentEdge { break }
                    }
                    blockCount += 1
                }
            }
        }
        for (index, edge) in edges.enumerated() where edge.u == edge.v {
            blockOfEdge[index] = blockCount
            blockCount += 1
        }
        return blockOfEdge
    }

    /// Lists of neighbours kept in two flat arrays (compressed rows): node `n`'s are
    /// `targets[range(of: n)]`, in the order their links were given.
    struct Adjacency {
        /// Where each node's neighbours start in `targets` (and, at `nodeCount`, the end).
        private(set) var starts: [Int]
        private(set) var targets: [Int]
        /// With `keepingLinks`, the index in `links` of each entry of `targets` (else empty).
        private(set) var linkOfEntry: [Int] = []

        /// `links`: (from, to) pairs; each node's neighbours keep the order of its links.
        init(nodeCount: Int, links: [(Int, Int)], keepingLinks: Bool = false) {
            var starts = [Int](repeating: 0, count: nodeCount + 1)
            for (from, _) in links { starts[from + 1] += 1 }
            for node in 0..<nodeCount { starts[node + 1] += starts[node] }
            var targets = [Int](repeating: 0, count: links.count)
            var linkOfEntry = [Int](repeating: 0, count: keepingLinks ? links.count : 0)
            var fill = starts
            for (link, (from, to)) in links.enumerated() {
                targets[fill[from]] = to
                if keepingLinks { linkOfEntry[fill[from]] = link }
                fill[from] += 1
            }
            self.starts = starts
            self.targets = targets
            self.linkOfEntry = linkOfEntry
        }

        func range(of node: Int) -> Range<Int> { starts[node]..<starts[node + 1] }
    }
}
