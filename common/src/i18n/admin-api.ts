import { defineMessages } from './define.js';

/**
 * Texts of the organisers' API: the users list's field messages, the last-admin refusal and the
 * column headers of the users export (a spreadsheet is written in the organiser's language).
 */
export const adminApiMessages = defineMessages(
  {
    'validation.sortField': 'This list cannot be sorted by that field',
    'validation.calendarDate': 'Enter a date as YYYY-MM-DD',
    'validation.dateRange': 'The end date must not be before the start date',
    'error.lastAdmin':
      'This is the last administrator. Make another user an administrator first, then change this role',
    'usersExport.sheet': 'Users',
    'usersExport.id': 'ID',
    'usersExport.name': 'Name',
    'usersExport.surname': 'Surname',
    'usersExport.email': 'E-mail',
    'usersExport.role': 'Role',
    'usersExport.country': 'Country',
    'usersExport.city': 'City',
    'usersExport.institution': 'Institution',
    'usersExport.phone': 'Phone',
    'usersExport.academicDegree': 'Academic degree',
    'usersExport.academicTitle': 'Academic title',
    'usersExport.createdAt': 'Registered',
    'role.admin': 'Administrator',
    'role.user': 'User',
  },
  {
    'validation.sortField': 'Siyahını bu sahəyə görə sıralamaq mümkün deyil',
    'validation.calendarDate': 'Tarixi İİİİ-AA-GG formatında daxil edin',
    'validation.dateRange': 'Son tarix başlanğıc tarixdən əvvəl ola bilməz',
    'error.lastAdmin':
      'Bu, sonuncu administratordur. Əvvəlcə başqa istifadəçini administrator edin, sonra bu rolu dəyişin',
    'usersExport.sheet': 'İstifadəçilər',
    'usersExport.id': 'ID',
    'usersExport.name': 'Ad',
    'usersExport.surname': 'Soyad',
    'usersExport.email': 'E-poçt',
    'usersExport.role': 'Rol',
    'usersExport.country': 'Ölkə',
    'usersExport.city': 'Şəhər',
    'usersExport.institution': 'Təşkilat',
    'usersExport.phone': 'Telefon',
    'usersExport.academicDegree': 'Elmi dərəcə',
    'usersExport.academicTitle': 'Elmi ad',
    'usersExport.createdAt': 'Qeydiyyat tarixi',
    'role.admin': 'Administrator',
    'role.user': 'İstifadəçi',
  },
);
