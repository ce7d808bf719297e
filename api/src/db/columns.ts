import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type PersonTable = Record<
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'email'
  | 'image'
  | 'gender'
  | 'phoneNumber'
  | 'address'
  | 'dateOfBirth'
  | 'deletedAt',
  AnyPgColumn
>;

/** The person columns of the users table or an alias of it, for embedding in other records. */
export function personColumns<U extends PersonTable>(u: U) {
  const columns: {
    userId: U['id'];
    firstName: U['firstName'];
    lastName: U['lastName'];
    username: U['username'];
    email: U['email'];
    image: U['image'];
    gender: U['gender'];
    phoneNumber: U['phoneNumber'];
    address: U['address'];
    dateOfBirth: U['dateOfBirth'];
    deletedAt: U['deletedAt'];
  } = {
    userId: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    email: u.email,
    image: u.image,
    gender: u.gender,
    phoneNumber: u.phoneNumber,
    address: u.address,
    dateOfBirth: u.dateOfBirth,
    deletedAt: u.deletedAt,
  };
  return columns;
}
