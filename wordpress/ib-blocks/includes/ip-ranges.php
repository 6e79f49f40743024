<?php
/**
 * IP ranges in CIDR notation (IPv4 and IPv6), for the traffic-type endpoint.
 *
 * @package IbBlocks
 */

namespace IbBlocks;

defined( 'ABSPATH' ) || exit;

/**
 * Splits `address[/bits]` into the packed address and a prefix length, or null when it is no range.
 *
 * @param string $range `203.0.113.0/24`, `2001:db8::/32` or a single address.
 * @return array{0: string, 1: int}|null
 */
function parse_ip_range( string $range ): ?array {
	$parts  = explode( '/', trim( $range ), 2 );
	$packed = filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
	if ( false === $packed ) {
		return null;
	}
	$max = strlen( $packed ) * 8;
	if ( ! isset( $parts[1] ) ) {
		return array( $packed, $max );
	}
	if ( ! ctype_digit( $parts[1] ) || (int) $parts[1] > $max ) {
		return null;
	}
	return array( $packed, (int) $parts[1] );
}

/**
 * Whether a string is a valid address or CIDR range.
 *
 * @param string $range The candidate.
 */
function is_ip_range( string $range ): bool {
	return null !== parse_ip_range( $range );
}

/**
 * Whether `$ip` lies in one of `$ranges`; an address never matches a range of the other family.
 *
 * @param string   $ip     The visitor's address.
 * @param string[] $ranges CIDR ranges or addresses; invalid ones are skipped.
 */
function ip_in_ranges( string $ip, array $ranges ): bool {
	$address = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
	if ( false === $address ) {
		return false;
	}
	foreach ( $ranges as $range ) {
		$parsed = is_string( $range ) ? parse_ip_range( $range ) : null;
		if ( null === $parsed || strlen( $parsed[0] ) !== strlen( $address ) ) {
			continue;
		}
		[ $network, $bits ] = $parsed;
		$bytes              = intdiv( $bits, 8 );
		if ( substr( $address, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			continue;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		if ( ( ord( $address[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask ) ) {
			return true;
		}
	}
	return false;
}
