import Domain

extension Gazetteer {
    /// Every name and alternate name of every city is a candidate, whatever its first letters or script
    /// (a slip in the first letter, "Mdrid", as much as in the last). A name in Latin letters (whose folded
    /// key is ASCII) is looked up by each of its slips of one key, a few hundred exact look-ups in the
    /// index; two slips of a long name that has none of one are looked for among the names with its first
    /// letter; in other scripts, every name is read whose first byte is the typed one's and whose length
    /// allows it to be near. A name of fewer than three letters gets no hint. Nearest first, then the bigger
    /// city (cities are stored biggest first), whether its own name or another is the slip: "Mialno" is Milan
    /// (Milano) before Miano, a village whose own name is as near. A city reached through another name that
    /// is a bigger city's own name is left out: "Berlin" is also a name of North Canton, Ohio, which a hint
    /// for "Berlinn" would show by its own name, as if it were a slip too; "Pekin", Beijing's other name, is
    /// the own name of Pekin, Illinois, and "Pékinn" offers both, Beijing first.
    public func cities(misspeltAs typed: String, limit: Int) throws(WeatherError) -> [City] {
        guard typed.contains(where: \.isLetter), limit > 0 else { return [] }
        let (index, fileURL) = try loaded()
        let key = SearchKey(typed).compact
        guard key.unicodeScalars.count >= NearestName.fewestLettersHinted else { return [] }
        // Each city's nearest name: its slips, then 0 for its own name or 1 for an alternate one.
        var nearest: [Int: (slips: Int, alternate: Int)] = [:]
        // The key of the name each city was reached by.
        var reachedBy: [Int: [UInt8]] = [:]
        func note<Key: Collection<UInt8>>(
            _ distance: Int, _ entry: GazetteerIndex.Entry, key: Key, allowed: Int
        ) {
            guard entry.kind.startsName, distance > 0, distance <= allowed else { return }
            let rank = (slips: distance, alternate: entry.kind == .name ? 0 : 1)
            if let kept = nearest[entry.city], kept <= rank { return }
            nearest[entry.city] = rank
            reachedBy[entry.city] = Array(key)
        }
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            // Folded keys of names in Latin letters are ASCII: their bytes are their letters.
            let letters = Array(key.utf8)
            let allowed = NearestName.allowedEdits(forLength: letters.count)
            for slip in Self.slips(of: letters) {
                for entry in index.entries(equalTo: slip) { note(1, entry, key: slip, allowed: allowed) }
            }
            if nearest.isEmpty, allowed > 1 {
                var slips = SlipCounter(letters, allowed: allowed)
                let sameStart = { (key: Slice<UnsafeBufferPointer<UInt8>>) in
                    abs(key.count - letters.count) <= allowed
                }
                index.forEachKey(startingWith: [letters[0]], where: sameStart) { candidate, entry in
                    note(slips.distance(to: candidate), entry, key: candidate, allowed: allowed)
                }
            }
        } else {
            let letters = Array(key.unicodeScalars)
            let allowed = NearestName.allowedEdits(forLength: letters.count)
            let bytes = Array(key.utf8)
            // The first byte of a letter in another script is its script's block (Cyrillic's 0xD0 or
            // 0xD1, kana's 0xE3): a slip of the first letter mostly keeps it.
            let near = { (key: Slice<UnsafeBufferPointer<UInt8>>) in
                abs(key.count - bytes.count) <= allowed * 4
            }
            index.forEachKey(startingWith: [bytes[0]], where: near) { candidate, entry in
                guard entry.kind.startsName else { return }
                let other = Array(String(decoding: candidate, as: UTF8.self).unicodeScalars)
                guard abs(other.count - letters.count) <= allowed else { return }
                note(NearestName.distance(letters, other), entry, key: candidate, allowed: allowed)
            }
        }
        // The biggest city (the first stored) whose own name each name reached is.
        var ownedBy: [[UInt8]: Int] = [:]
        for (city, rank) in nearest where rank.alternate == 0 {
            if let name = reachedBy[city] { ownedBy[name] = min(ownedBy[name] ?? city, city) }
        }
        let ranked = nearest.filter { city, rank in
            rank.alternate == 0 || (reachedBy[city].flatMap { ownedBy[$0] }.map { $0 > city } ?? true)
        }
        .sorted { ($0.value.slips, $0.key) < ($1.value.slips, $1.key) }
        var cities: [City] = []
        for (offset, _) in ranked.prefix(limit) {
            cities.append(try Self.city(at: offset, in: index, fileURL: fileURL))
        }
        return cities
    }

    /// The letters and digits of folded ASCII keys.
    private static let keyAlphabet =
        Array(UInt8(ascii: "a")...UInt8(ascii: "z"))
        + Array(
            UInt8(ascii: "0")...UInt8(ascii: "9"))

    /// Every key one slip from `key`: a letter left out, two neighbours swapped, one changed or one added.
    static func slips(of key: [UInt8]) -> Set<[UInt8]> {
        var slips: Set<[UInt8]> = []
        for position in key.indices {
            var left = key
            left.remove(at: position)
            slips.insert(left)
            if position + 1 < key.count {
                var swapped = key
                swapped.swapAt(position, position + 1)
                slips.insert(swapped)
            }
            for letter in keyAlphabet where letter != key[position] {
                var changed = key
                changed[position] = letter
                slips.insert(changed)
            }
        }
        for position in 0...key.count {
            for letter in keyAlphabet {
                var added = key
                added.insert(letter, at: position)
                slips.insert(added)
            }
        }
        slips.remove(key)
        return slips
    }
}

/// The slips (as `NearestName.distance` counts them) from one typed name to many others, in bytes, with
/// its rows kept between names and each comparison given up once it passes `allowed`.
private struct SlipCounter {
    let typed: [UInt8]
    let allowed: Int
    private var before: [Int]
    private var previous: [Int]
    private var current: [Int]

    init(_ typed: [UInt8], allowed: Int) {
        self.typed = typed
        self.allowed = allowed
        before = Array(repeating: 0, count: typed.count + 1)
        previous = before
        current = before
    }

    /// The distance to `other`, or `allowed + 1` for any distance beyond `allowed`.
    mutating func distance<Other: Collection<UInt8>>(to other: Other) -> Int where Other.Index == Int {
        let b = typed
        let a = other
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        for j in 0...b.count { previous[j] = j }
        var i = 0
        var earlier: UInt8 = 0
        for letter in a {
            i += 1
            current[0] = i
            var lowest = i
            for j in 1...b.count {
                let cost = letter == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, letter == b[j - 2], earlier == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
                lowest = min(lowest, value)
            }
            if lowest > allowed { return allowed + 1 }
            (before, previous, current) = (previous, current, before)
            earlier = letter
        }
        return previous[b.count]
    }
}
